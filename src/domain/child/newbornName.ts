/**
 * 新生儿家庭访视记录表 (national-forms.md §12): a baby not named yet is recorded as the mother's
 * name + 之男 or 之女 [M]. Pure, shared by the form and the server.
 */

const SUFFIX: Readonly<Record<string, string>> = { '1': '之男', '2': '之女' };

/**
 * The name to record: the baby's own when given, else 母亲姓名 + 之男/之女 (only for a known
 * sex, 1 男 or 2 女: the rule has no word for the others), else undefined.
 */
export const newbornName = (
  given: unknown,
  motherName: unknown,
  sex: unknown,
): string | undefined => {
  if (typeof given === 'string' && given.trim() !== '') return given.trim();
  if (typeof motherName !== 'string' || motherName.trim() === '') return undefined;
  const suffix = typeof sex === 'string' ? SUFFIX[sex] : undefined;
  return suffix ? `${motherName.trim()}${suffix}` : undefined;
};
