import { identifierKindOf, isMaskedValue, maskIdentifier } from '../../../src/domain/identity';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Whether a field's value is an identifier in its masked form (a mask stands for no number). */
export const isMaskedIdentifier = (field: string, value: unknown): boolean =>
  identifierKindOf(field) !== undefined && typeof value === 'string' && isMaskedValue(value);

/** The message of a masked identifier that stands for no stored value (spec 5). */
export const maskedIdentifierMessage = (label: string): string =>
  `${label}是隐藏后的号码，请填写完整的${label}`;

/**
 * A body as a user without 查看完整信息 sends it back (docs/decisions/0041): an identifier field
 * (by its kind, src/domain/identity/identifierFields.ts) whose value is the masked form of the
 * stored value keeps the stored value, so an edit never writes a mask over a full ID number,
 * phone or 档案编号. Any other masked identifier is left for parseInput to refuse.
 */
export const restoreMaskedIdentifiers = (
  stored: Readonly<Record<string, unknown>>,
  body: unknown,
): unknown => {
  if (!isRecord(body)) return body;
  let restored: Record<string, unknown> | undefined;
  for (const [field, value] of Object.entries(body)) {
    const kind = identifierKindOf(field);
    const kept = stored[field];
    if (kind === undefined || typeof value !== 'string' || !isMaskedValue(value)) continue;
    if (typeof kept !== 'string' || maskIdentifier(kind, kept) !== value) continue;
    restored ??= { ...body };
    restored[field] = kept;
  }
  return restored ?? body;
};
