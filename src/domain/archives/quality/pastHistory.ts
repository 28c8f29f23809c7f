import { DIABETES_PROGRAMME } from '../../diabetes/programme';
import { HEALTH_CHECK_CARD_FAMILIES, hasActiveCard } from '../../healthCheck/person';
import { HYPERTENSION_PROGRAMME } from '../../hypertension/programme';

/**
 * 既往史 against the programmes managing the resident (national-forms.md §2: "a disease newly
 * found at 体检 or follow-up must also be added to 既往史"): each management card names the
 * 既往史 疾病 code it implies. A disease counts as recorded in one of the six 疾病 slots, or in
 * the free-text 既往史摘要 of older archives by its name.
 */

/** The six 疾病 slots of 既往史 on the paper form, each with its 确诊时间. */
export const PAST_DISEASE_SLOTS = 6;
export const pastDiseaseField = (slot: number): string => `pastDisease${slot}`;
export const pastDiseaseDateField = (slot: number): string => `pastDisease${slot}Date`;
export const PAST_DISEASE_FIELDS = Array.from({ length: PAST_DISEASE_SLOTS }, (_, index) =>
  pastDiseaseField(index + 1),
);
/** The free-text summary older archives hold their history in. */
export const PAST_HISTORY_SUMMARY = 'pastHistory';

export interface ManagedDisease {
  /** The management card family (catalogue id). */
  cardFamily: string;
  /** The 既往史 疾病 code (national-forms.md §2). */
  pastDiseaseCode: string;
  label: string;
  /** Words that name the disease in a free-text summary. */
  names: readonly string[];
}

export const MANAGED_DISEASES: readonly ManagedDisease[] = [
  {
    cardFamily: HYPERTENSION_PROGRAMME.cardFamily,
    pastDiseaseCode: '2',
    label: '高血压',
    names: ['高血压'],
  },
  {
    cardFamily: DIABETES_PROGRAMME.cardFamily,
    pastDiseaseCode: '3',
    label: '糖尿病',
    names: ['糖尿病'],
  },
  {
    cardFamily: 'copdcards',
    pastDiseaseCode: '5',
    label: '慢性阻塞性肺疾病',
    names: ['慢性阻塞性肺', '慢阻肺', 'COPD'],
  },
  { cardFamily: 'tumourcards', pastDiseaseCode: '6', label: '恶性肿瘤', names: ['肿瘤', '癌'] },
  {
    cardFamily: 'cerebralapoplexycards',
    pastDiseaseCode: '7',
    label: '脑卒中',
    names: ['脑卒中', '中风'],
  },
  {
    cardFamily: HEALTH_CHECK_CARD_FAMILIES.mentalDisorder,
    pastDiseaseCode: '8',
    label: '严重精神障碍',
    names: ['精神'],
  },
  { cardFamily: 'pulmonarycard', pastDiseaseCode: '9', label: '结核病', names: ['结核'] },
];

type Values = Readonly<Record<string, unknown>>;

const codeOf = (value: unknown): string[] =>
  typeof value === 'string' ? [value] : Array.isArray(value) ? value.map(String) : [];

/** Whether the archive's 既往史 records the disease (a slot's code, or its name in the summary). */
export const pastHistoryRecords = (person: Values, disease: ManagedDisease): boolean => {
  if (PAST_DISEASE_FIELDS.some((name) => codeOf(person[name]).includes(disease.pastDiseaseCode)))
    return true;
  const summary = person[PAST_HISTORY_SUMMARY];
  const text = typeof summary === 'string' ? summary : codeOf(summary).join('；');
  return disease.names.some((name) => text.includes(name));
};

/** The managed diseases (an active card) the archive's 既往史 leaves out. */
export const diseasesMissingFromHistory = (
  person: Values,
  cardsByFamily: Readonly<Record<string, readonly Values[]>>,
): ManagedDisease[] =>
  MANAGED_DISEASES.filter(
    (disease) =>
      hasActiveCard(cardsByFamily[disease.cardFamily] ?? []) &&
      !pastHistoryRecords(person, disease),
  );

/** The first empty 疾病 slot (where the fix is typed), else the first slot. */
export const firstFreePastDiseaseField = (person: Values): string =>
  PAST_DISEASE_FIELDS.find((name) => codeOf(person[name]).length === 0 || person[name] === '') ??
  pastDiseaseField(1);
