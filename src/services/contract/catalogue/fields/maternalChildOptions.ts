import { codes } from './fieldHelpers';

/**
 * Coded choices the three maternal and child forms of 规范 (第三版) share (national-forms.md
 * §12–§14). Codes are the printed paper codes.
 */

/** Each examined part: 1 未见异常 2 异常 (the abnormality is described in text). */
export const NORMAL_ABNORMAL = codes('未见异常', '异常');
export const COMPLEXION = codes('红润', '黄染', '其他');
/** 脐带 of the newborn visit and of the 满月 check. */
export const UMBILICAL_CORD = codes('未脱', '脱落', '脐部有渗出', '其他');
export const PASS_FAIL = codes('通过', '未通过');
export const NEGATIVE_POSITIVE = codes('阴性', '阳性');
