import { type Random } from '../random';

/**
 * Surnames weighted roughly as in 桐城 (张, 汪, 方, 姚, 吴, 王, 胡, 程, 李, 陈, 刘 and the long
 * tail), and given-name characters by sex and generation: a resident born in 1940 is more
 * likely 德福 or 秀英, one born in 2015 浩宇 or 欣怡.
 */
// prettier-ignore
const SURNAMES: readonly [string, number][] = [
  ['张', 9], ['汪', 7], ['方', 6], ['王', 6], ['吴', 6], ['胡', 5], ['姚', 5], ['程', 4],
  ['李', 5], ['陈', 5], ['刘', 4], ['朱', 3], ['叶', 3], ['钱', 2], ['左', 2], ['马', 3],
  ['章', 2], ['施', 2], ['潘', 2], ['江', 2], ['许', 2], ['何', 2], ['周', 3], ['徐', 3],
  ['孙', 2], ['杨', 3], ['黄', 3], ['赵', 2], ['齐', 1], ['光', 1], ['戴', 1], ['孔', 1],
  ['檀', 1], ['疏', 1], ['储', 1], ['查', 1], ['鲍', 1], ['夏', 1], ['唐', 1], ['宋', 1],
  ['高', 1], ['林', 1], ['郑', 1], ['谢', 1], ['余', 1], ['丁', 1], ['金', 1], ['汤', 1],
];
const SURNAME_TOTAL = SURNAMES.reduce((sum, [, weight]) => sum + weight, 0);

const GIVEN: Readonly<Record<'old' | 'mid' | 'young', Readonly<Record<'1' | '2', string>>>> = {
  old: {
    '1': '德福贵荣发根生金长明有春家正保水华祥和友树林义忠全成文国松炳富',
    '2': '秀英兰凤珍玉翠梅桂芝花莲菊琴云香娥娣霞芳美素淑月银巧',
  },
  mid: {
    '1': '建国华军伟强平志文海林成春新永胜兵峰磊涛杰斌辉龙刚勇明东红卫庆波',
    '2': '丽芳敏静燕霞娟红艳玲萍琴英华慧莉梅云洁丹晓春小凤',
  },
  young: {
    '1': '浩宇轩子梓睿晨俊博鹏杰昊天泽航铭嘉一宸逸豪辰然皓',
    '2': '欣怡萱涵雨佳诗梦语彤婷琪悦可馨妍晴雪瑶思若依',
  },
};

export const pickSurname = (random: Random): string => {
  let roll = random.int(1, SURNAME_TOTAL);
  for (const [surname, weight] of SURNAMES) {
    roll -= weight;
    if (roll <= 0) return surname;
  }
  return '张';
};

const era = (birthYear: number): 'old' | 'mid' | 'young' =>
  birthYear < 1960 ? 'old' : birthYear < 1990 ? 'mid' : 'young';

/** A given name of one or two characters (two unless the roll says one). */
export const pickGivenName = (random: Random, sex: '1' | '2', birthYear: number): string => {
  const pool = [...GIVEN[era(birthYear)][sex]];
  const first = random.pick(pool);
  const single = random.next() < (era(birthYear) === 'young' ? 0.12 : 0.25);
  if (single) return first;
  let second = random.pick(pool);
  if (second === first && random.next() < 0.7) second = random.pick(pool);
  return `${first}${second}`;
};

// prettier-ignore
const MOBILE_PREFIXES = [
  '133', '135', '136', '137', '138', '139', '150', '151', '152', '153', '155', '156', '158',
  '159', '173', '177', '180', '181', '185', '187', '189', '199',
];

/** A mobile number of the form the validators accept (1, then 3-9, then 9 digits). */
export const pickMobile = (random: Random): string =>
  `${random.pick(MOBILE_PREFIXES)}${String(random.int(0, 99_999_999)).padStart(8, '0')}`;

const NUMERALS = '一二三四五六七八九十';
/** 一组 … 十二组. */
export const groupName = (n: number): string =>
  n <= 10 ? `${NUMERALS[n - 1] ?? ''}组` : `十${NUMERALS[n - 11] ?? ''}组`;

export const TOWN_STREETS = ['老街', '新街', '人民路', '健康路', '中心街', '文化路'];
