/**
 * System parameters readable through /api/systemParams/{key}. IsAllowInputCOPD is not here: it
 * belongs to the deployment and comes from ALLOW_COPD.
 */
export interface SystemParamSeed {
  key: string;
  value: string;
  type: 'number' | 'string';
  remark: string;
}

export const SYSTEM_PARAMS: readonly SystemParamSeed[] = [
  { key: 'PasswordExpireDays', value: '90', type: 'number', remark: '密码有效期（天）' },
  { key: 'LoginFailLimit', value: '5', type: 'number', remark: '连续输错密码锁定次数' },
  { key: 'LoginLockMinutes', value: '10', type: 'number', remark: '账号锁定时长（分钟）' },
];
