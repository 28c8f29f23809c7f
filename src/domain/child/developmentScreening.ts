import { type ChildCheckAge } from './checkAges';

/**
 * 发育评估 of the 1～8月龄 check (national-forms.md §13 [A]): the doctor ticks the warning signs the
 * child shows at 3, 6 or 8 months; any tick means 未通过 and the child is referred for a
 * developmental assessment. Pure, shared by the form and the server.
 */

export const DEVELOPMENT_PASSED = '1';
export const DEVELOPMENT_FAILED = '2';

/** The warning-sign field of each age and the signs it lists, in the form's order. */
export const DEVELOPMENT_WARNING_SIGNS: Readonly<
  Partial<Record<ChildCheckAge, { field: string; signs: readonly string[] }>>
> = {
  '2': {
    field: 'developmentSigns3m',
    signs: [
      '对很大声音没有反应',
      '逗引时不发音或不会微笑',
      '不注视人脸，不追视移动人或物品',
      '俯卧时不会抬头',
    ],
  },
  '3': {
    field: 'developmentSigns6m',
    signs: ['发音少，不会笑出声', '不会伸手抓物', '紧握拳松不开', '不能扶坐'],
  },
  '4': {
    field: 'developmentSigns8m',
    signs: ['听到声音无应答', '不会区分生人和熟人', '双手间不会传递玩具', '不会独坐'],
  },
};

const asCodes = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((code): code is string => typeof code === 'string') : [];

/**
 * 通过 ('1') when no warning sign of the age is ticked, 未通过 ('2') when any is; undefined at an
 * age without a screening (满月).
 */
export const developmentResult = (
  age: ChildCheckAge,
  ticked: unknown,
): typeof DEVELOPMENT_PASSED | typeof DEVELOPMENT_FAILED | undefined => {
  if (!DEVELOPMENT_WARNING_SIGNS[age]) return undefined;
  return asCodes(ticked).length > 0 ? DEVELOPMENT_FAILED : DEVELOPMENT_PASSED;
};

/** The names of the ticked signs, for the prompt that suggests a referral. */
export const tickedSigns = (age: ChildCheckAge, ticked: unknown): string[] => {
  const screening = DEVELOPMENT_WARNING_SIGNS[age];
  if (!screening) return [];
  return asCodes(ticked)
    .map((code) => screening.signs[Number(code) - 1])
    .filter((sign): sign is string => sign !== undefined);
};
