import { CHRONIC_FOLLOW_UP_FAMILIES, MENTAL_TB_VISIT_FAMILIES } from '../../../src/domain/followUp';
import { chronicFollowUpHooks } from './chronicFollowUpHooks';
import { educationActivityHooks } from './educationActivityHooks';
import { selfCareHooks, tcmConstitutionHooks } from './elderlyHooks';
import { familyHooks } from './familyHooks';
import { healthCheckHooks } from './healthCheckHooks';
import { healthCoinHooks } from './healthCoinHooks';
import { type FamilyHooks } from './hookTypes';
import { hospitalHooks } from './hospitalHooks';
import { MATERNAL_CHILD_HOOKS } from './maternalChildHooks';
import { MATERNAL_HOOKS } from './maternalHooks';
import { mentalTuberculosisHooks } from './mentalTuberculosisHooks';
import { personHooks } from './personHooks';
import { signCheckHooks } from './signCheckHooks';
import { signingHooks } from './signingHooks';
import { sysUserHooks } from './sysUserHooks';
import { terminationApplicationHooks } from './terminationApplicationHooks';
import { twoDiseaseHooks } from './twoDiseaseHooks';
import { workScoreHooks } from './workScoreHooks';

/** The core families whose records do more than sit in the store. */
export const FAMILY_HOOKS: Readonly<Record<string, FamilyHooks>> = {
  persons: personHooks,
  personapplyterminations: terminationApplicationHooks,
  familys: familyHooks,
  hospitals: hospitalHooks,
  sysUsers: sysUserHooks,
  healthCheckTables: healthCheckHooks,
  healthchecktablescores: selfCareHooks,
  questionnaireMains: tcmConstitutionHooks,
  healtheducations: educationActivityHooks,
  workscoretotal: workScoreHooks,
  ds_healthcoinrecords: healthCoinHooks,
  twodiseaseassesss: twoDiseaseHooks,
  signRegistes: signingHooks,
  signRegisteCheckMains: signCheckHooks,
  ...Object.fromEntries(
    Object.entries(CHRONIC_FOLLOW_UP_FAMILIES).map(([id, family]) => [
      id,
      chronicFollowUpHooks(id, family),
    ]),
  ),
  ...Object.fromEntries(
    Object.entries(MENTAL_TB_VISIT_FAMILIES).map(([id, family]) => [
      id,
      mentalTuberculosisHooks(family),
    ]),
  ),
  ...MATERNAL_CHILD_HOOKS,
  ...MATERNAL_HOOKS,
};
