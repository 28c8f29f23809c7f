/**
 * The resident's archive (spec 2.2): 综合档案登记, 档案信息查看 and 健康画像. Only page loaders are
 * exported, so importing this costs nothing until one of the pages opens.
 */
export const archivePages = {
  comprehensiveReg: () => import('./registration/ComprehensiveRegPage'),
  viewPersonInfo: () => import('./view/ViewPersonInfoPage'),
  healthProfile: () => import('./profile/HealthProfilePage'),
  nonStandard: () => import('./quality/NonStandardArchivesPage'),
  duplicates: () => import('./duplicates/DuplicateArchivesPage'),
  /** The home page's 不规范档案 per village (a card, not a menu page). */
  villageQuality: () => import('./quality/VillageQualityCard'),
};

/** The residents' record dialog's cover rules by family id, for the app's form extension table. */
export const loadArchiveFormExtensions = () =>
  import('./registration/archiveFormExtensions').then((module) => module.archiveFormExtensions);

/** The cover phone's follow rule in a form, for its component test (the forms above use it). */
export { useCoverPhoneFollow } from './registration/coverPhone';

/** The personal information form, for its component tests (the pages above use it). */
export { PersonalInfoForm } from './registration/PersonalInfoForm';

/** Its RTK Query endpoints, for the replay command (src/app/trace/replayEndpoints.ts). */
export const loadArchivesEndpoints = () => import('./archivesApi');
