import { addDays } from '../../../src/domain/calendar';
import { COIN_EARNED, COIN_SPENT, coinAccount } from '../../../src/domain/healthBank';
import { TONGCHENG_BUREAU_ID } from '../hospitals';
import { type Random } from '../random';
import { type CarePoint, type Resident } from './people';
import { type Data, dayBetween, type SeedWriter, SEED_DAY, workTime } from './seedWriter';

/** Residents of each care point who collect coins. */
const SAVERS_PER_POINT = 2;

const TASKS: readonly (readonly [string, string, number, string])[] = [
  ['年度健康体检', '1', 50, '在辖区卫生院完成当年度健康体检'],
  ['慢病规范随访', '2', 20, '按时接受高血压或糖尿病季度随访'],
  ['参加健康知识讲座', '3', 10, '参加卫生院或村卫生室组织的健康教育讲座并签到'],
  ['签约家庭医生', '4', 30, '与家庭医生团队签订年度服务协议'],
  ['按时预防接种', '5', 20, '儿童按免疫程序完成当月应种疫苗'],
  ['每日步行打卡', '6', 2, '每日步行满6000步并在小程序打卡'],
];

const GOODS: readonly (readonly [string, string, number, number])[] = [
  ['电子血压计', '2', 300, 12],
  ['血糖试纸（50片）', '2', 160, 30],
  ['限盐勺控油壶套装', '1', 40, 80],
  ['健康知识读本', '1', 20, 150],
  ['中医理疗（一次）', '3', 60, 40],
  ['口腔检查（一次）', '3', 80, 25],
];

interface Movement {
  changeType: string;
  coins: number;
  taskId?: string;
  goodsId?: string;
  day: string;
}

interface Ids {
  tasks: { id: string; coins: number }[];
  goods: { id: string; coins: number }[];
}

/** The region's task list and counter goods, published by the health bureau. */
const writeCatalogue = (random: Random, writer: SeedWriter): Ids => {
  const published = addDays(SEED_DAY, -300);
  const publish = (family: string, data: Data): string =>
    writer.add(family, {
      hospitalId: TONGCHENG_BUREAU_ID,
      createdBy: '王建国',
      createdAt: workTime(random, published),
      data,
    });
  const tasks = TASKS.map(([taskName, taskType, rewardCoins, taskRule]) => ({
    coins: rewardCoins,
    id: publish('ds_healthbanktasks', {
      taskName,
      taskType,
      rewardCoins,
      startDate: `${SEED_DAY.slice(0, 4)}-01-01`,
      endDate: `${SEED_DAY.slice(0, 4)}-12-31`,
      taskStatus: '1',
      taskRule,
    }),
  }));
  const goods = GOODS.map(([goodsName, goodsType, coinPrice, stock]) => ({
    coins: coinPrice,
    id: publish('ds_healthgoodss', {
      goodsName,
      goodsType,
      coinPrice,
      stock,
      goodsStatus: stock > 0 ? '1' : '2',
    }),
  }));
  return { tasks, goods };
};

/**
 * 健康银行: the bureau's tasks and goods, and for a few adults of every care point the coins
 * they earned and spent; 居民金币 is each saver's account, summed by the same rule the server's
 * save hook uses (rules/healthCoins).
 */
export const writeHealthBank = (
  random: Random,
  writer: SeedWriter,
  points: readonly CarePoint[],
  residents: readonly Resident[],
): void => {
  const ids = writeCatalogue(random, writer);
  for (const point of points) {
    const savers = residents
      .filter((resident) => resident.point === point && resident.status === '1')
      .filter((resident) => resident.age >= 35)
      .slice(0, SAVERS_PER_POINT);
    for (const saver of savers) {
      const movements: Movement[] = [];
      const earnings = random.int(3, 6);
      for (let n = 0; n < earnings; n += 1) {
        const task = random.pick(ids.tasks);
        const day = dayBetween(random, addDays(SEED_DAY, -240), addDays(SEED_DAY, -20));
        movements.push({ changeType: COIN_EARNED, coins: task.coins, taskId: task.id, day });
      }
      movements.sort((a, b) => a.day.localeCompare(b.day));
      const earned = coinAccount(movements).balance;
      const affordable = ids.goods.filter((item) => item.coins <= earned);
      if (affordable.length > 0) {
        const item = random.pick(affordable);
        const day = dayBetween(random, addDays(SEED_DAY, -19), addDays(SEED_DAY, -1));
        movements.push({ changeType: COIN_SPENT, coins: item.coins, goodsId: item.id, day });
      }
      const written = movements.map(({ day, ...movement }) => {
        const data = {
          personNum: saver.personNum,
          name: saver.name,
          ...movement,
          changeTime: workTime(random, day),
        };
        writer.add('ds_healthcoinrecords', {
          hospitalId: point.hospitalId,
          createdBy: point.doctor,
          createdAt: data.changeTime,
          data,
        });
        return data;
      });
      const account = coinAccount(written);
      writer.add('DS_PersonCoins', {
        // One account per resident, under the resident's number (as the save hook keeps it).
        id: saver.personNum,
        hospitalId: point.hospitalId,
        createdBy: point.doctor,
        createdAt: account.lastChangeTime,
        data: {
          personNum: saver.personNum,
          name: saver.name,
          IDCardNo: saver.idCardNo,
          ...account,
        },
      });
    }
  }
};
