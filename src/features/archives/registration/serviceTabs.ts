import { type PersonProfile } from '@/services/contract';

/** One tab of the resident's services beside the personal information form. */
export interface ServiceTab {
  key: string;
  label: string;
  /** The catalogue families it lists, each with its own 新增 button. */
  families: readonly string[];
  /** Shown when the resident is in the service's population or already has records. */
  applies: (profile: PersonProfile) => boolean;
}

const has = (profile: PersonProfile, families: readonly string[]) =>
  profile.timeline.some((entry) => families.includes(entry.family));

const labelled = (profile: PersonProfile, label: string) => profile.labels.includes(label);

const tab = (
  key: string,
  label: string,
  families: readonly string[],
  population: (profile: PersonProfile) => boolean = () => true,
): ServiceTab => ({
  key,
  label,
  families,
  applies: (profile) => population(profile) || has(profile, families),
});

/** The services of 规范 (第三版) a resident's archive gathers, in the order staff expect. */
export const SERVICE_TABS: readonly ServiceTab[] = [
  tab('check', '健康体检', ['healthCheckTables']),
  tab('hypertension', '高血压', ['hypertensionCard', 'hypertensionFollowUp'], (p) =>
    labelled(p, '高血压'),
  ),
  tab('diabetes', '糖尿病', ['diabetesManager', 'diabetesFollowUP'], (p) => labelled(p, '糖尿病')),
  tab('mental', '严重精神障碍', ['mentalcard', 'mentalvisit'], (p) => labelled(p, '严重精神障碍')),
  tab(
    'pulmonary',
    '肺结核',
    ['pulmonarycard', 'pulmonaryfirstvisit', 'pulmonarypatientvisit'],
    (p) => labelled(p, '肺结核'),
  ),
  tab('signing', '家庭医生签约', ['signRegistes']),
  tab('elderly', '老年人', ['healthchecktablescores', 'elderlyiqassesss'], (p) =>
    labelled(p, '65岁以上'),
  ),
  tab('vaccination', '预防接种', ['vaccinationcards', 'vaccinationrecords'], (p) =>
    labelled(p, '0-6岁儿童'),
  ),
  tab('education', '健康教育', ['individualhealtheducation']),
];

export const applicableTabs = (profile: PersonProfile): ServiceTab[] =>
  SERVICE_TABS.filter((entry) => entry.applies(profile));
