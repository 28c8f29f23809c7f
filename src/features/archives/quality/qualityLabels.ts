import { QUALITY_RULES, type QualityRuleCode } from '@/domain/archives';
import { getFamily } from '@/services/contract';

import { type ArchiveQualityFailure } from '../archivesApi';

/** The persons field labels a failure names (封面 and 个人基本信息表). */
const fieldLabel = (name: string): string => {
  const family = getFamily('persons');
  const field =
    family && !family.wildcard ? family.fields?.find((f) => f.name === name) : undefined;
  return field?.label ?? name;
};

/** The tooltip of a failure's tag: the rule's reason, then which fields or what exactly. */
export const failureText = (failure: ArchiveQualityFailure): string => {
  const rule = QUALITY_RULES[failure.code];
  const fields =
    rule.fixedIn === 'persons' && failure.fields.length
      ? `（待填写：${failure.fields.map(fieldLabel).join('、')}）`
      : '';
  return [`${rule.reason}${fields}`, failure.detail].filter(Boolean).join('。');
};

export const TAG_COLOURS: Readonly<Record<QualityRuleCode, string>> = {
  coverRequired: 'orange',
  infoRequired: 'orange',
  idCardInvalid: 'red',
  idCardMismatch: 'red',
  pastHistoryMissing: 'gold',
  healthCheckIncomplete: 'purple',
  followUpBelowQuota: 'blue',
  notDynamic: 'default',
};

/** The archive field the row's 去修改 opens at: the first failure fixed in the archive. */
export const fieldToFix = (failures: readonly ArchiveQualityFailure[]): string | undefined =>
  failures.find((failure) => QUALITY_RULES[failure.code].fixedIn === 'persons')?.fields[0];
