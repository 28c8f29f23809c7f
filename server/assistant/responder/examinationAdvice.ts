import { type Finding } from './examinationFindings';

/** What the resident does about an abnormal result, by topic, in plain words. */
export const WHAT_TO_DO: Record<Finding['topic'], string> = {
  bp: '少吃盐，每天不超过 5 克（大约一个啤酒瓶盖），少吃咸菜、腌肉；控制体重，每天走走路。换几个日子在家或到村卫生室再量血压，仍然偏高就请医生看看要不要吃药；已经在吃降压药的，按时吃，不要自己停药。',
  glucose:
    '少吃甜食、不喝含糖饮料，主食定量、粗细粮搭配，吃饭先吃菜再吃主食；饭后散步半小时。约个时间空腹来复查血糖。',
  lipid:
    '少吃肥肉、动物内脏和油炸食品，炒菜少放油；多吃蔬菜、豆制品和粗粮；医生给您开了降脂药的，要按时吃。',
  weight:
    '每顿七八分饱，少吃零食和夜宵，每天快走 30 分钟；慢慢减，每周减半斤到一斤最合适。男性腰围最好小于 90 厘米，女性小于 85 厘米。',
  uric: '每天喝够 8 杯水（约 2000 毫升）；少吃动物内脏、海鲜、浓肉汤，不喝含糖饮料，戒酒，尤其是啤酒。',
  heart: '少喝浓茶和咖啡，不熬夜、不过度劳累；下次来时做一个心电图。',
  liver: '不喝酒；不要自己乱吃药和保健品；控制体重。必要时做一个肝脏 B 超。',
};

/** What to do about a result at a dangerous level (see `Finding.urgent`): no waiting at home. */
export const URGENT_TO_DO =
  '请今天就去医院看医生，不要在家等着观察；路上避免用力和情绪激动。已经在吃降压药的，把药盒带上给医生看。';

/** When to have an urgent result seen again: the doctor decides. */
export const URGENT_RECHECK = '**血压**：今天就去医院；之后按医生说的时间复查。';

/** When to have the result checked again, by topic. */
export const RECHECK: Record<Finding['topic'], string> = {
  bp: '**血压**：2～4 周内换几个日子再量，把结果记下来，带给医生看。',
  glucose: '**血糖**：1 个月内空腹来复查（前一天晚饭后不再吃东西）。',
  lipid: '**血脂**：调整饮食 3～6 个月后复查。',
  weight: '**体重**：每周同一时间称一次，3 个月后看看变化。',
  uric: '**尿酸**：1～3 个月后复查。',
  heart: '**心率**：1 个月内来做心电图。',
  liver: '**肝功能**：1～3 个月后复查。',
};

/** Signs that need a doctor at once, whatever the results. */
export const SEE_A_DOCTOR_NOW: readonly string[] = [
  '胸口疼、胸闷，休息后 15 分钟还不缓解；',
  '突然一侧手脚发麻无力、嘴角歪斜、说话不清；',
  '突然剧烈头痛、头晕、呕吐，或看东西模糊；',
  '量血压高压达到 180 或低压达到 110；',
  '心慌、出冷汗、手抖，甚至迷糊（可能是低血糖），或心慌时晕倒。',
];

/** What everyone does, abnormal results or not. */
export const EVERYDAY: readonly string[] = [
  '**吃**：饭菜清淡少盐少油，每天吃一斤左右蔬菜、半斤左右水果；',
  '**动**：每周至少 5 天、每天 30 分钟走路之类的活动，年纪大的量力而行，小心摔倒；',
  '**烟酒**：吸烟的尽早戒掉，最好不喝酒；',
  '**睡眠和心情**：按时睡觉，心情放宽。',
];
