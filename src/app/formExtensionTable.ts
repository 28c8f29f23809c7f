import { loadArchiveFormExtensions } from '@/features/archives';
import { createFormExtensions, type FormExtensionTable } from '@/features/resources';

/*
 * Which feature gives each family's record dialog its rules
 * (docs/decisions/0014-static-composition.md): one table, plain data, read by the dialog
 * through FormExtensionsProvider (AppProviders). Each entry loads the group of hooks its
 * feature exports; a family missing here opens its dialog without rules, wherever it opens.
 * Loaders only: this module sits in the shell's chunk, and the rules load with the pages that
 * open record dialogs.
 */
const chronic = () => import('@/features/chronic').then((module) => module.chronicFormExtensions);
const elderly = () => import('@/features/elderly').then((module) => module.elderlyFormExtensions);
const maternalChild = () =>
  import('@/features/maternalChild').then((module) => module.maternalChildFormExtensions);
const education = () =>
  import('@/features/education').then((module) => module.educationFormExtensions);
const signing = () => import('@/features/signing').then((module) => module.signingFormExtensions);
const workScore = () =>
  import('@/features/workScore').then((module) => module.workScoreFormExtensions);

export const formExtensionTable: FormExtensionTable = {
  // 居民健康档案: the cover phone follows the resident's own (archives)
  persons: loadArchiveFormExtensions,
  // 慢病随访 (national forms §4–§9): BMI, classification, next visit, danger signs, referral
  hypertensionFollowUp: chronic,
  diabetesFollowUP: chronic,
  cerebralapoplexyfollowUps: chronic,
  copdfollowups: chronic,
  tumourfollowUps: chronic,
  chronicDiseaseHighFollowUp: chronic,
  mentalvisit: chronic,
  pulmonaryfirstvisit: chronic,
  pulmonarypatientvisit: chronic,
  twodiseaseassesss: chronic,
  // 健康体检表 (§3): items by population, computed values, completeness
  healthCheckTables: elderly,
  // 老年人健康管理 (§10, §11): the self-care total and band, the TCM constitutions
  healthchecktablescores: elderly,
  questionnaireMains: elderly,
  // 妇幼 (§12–§14)
  newbornVisits: maternalChild,
  childHealthChecks: maternalChild,
  toddlerHealthChecks: maternalChild,
  preschoolHealthChecks: maternalChild,
  prenatalFirstChecks: maternalChild,
  // 孕产妇 after the first check (national-forms-2 §4, §5): 孕周, windows, referral prompts
  prenatalFollowUps: maternalChild,
  postpartumVisits: maternalChild,
  postpartum42Checks: maternalChild,
  // 健康教育活动记录
  healtheducations: education,
  // 家庭医生签约: the package's population check, 履约情况 and 续约
  signRegistes: signing,
  // 绩效考核: the 考核汇总's live 总分 and 等级
  workscoretotal: workScore,
};

/** The app's form extensions: what AppProviders provides and the dialog pages preload. */
export const formExtensions = createFormExtensions(formExtensionTable);

/** The families whose rules the chronic feature gives, read from the table above. */
export const CHRONIC_RULED_FAMILIES: readonly string[] = Object.entries(formExtensionTable)
  .filter(([, load]) => load === chronic)
  .map(([familyId]) => familyId);
