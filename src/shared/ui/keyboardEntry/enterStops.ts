/**
 * Which fields Enter stops at. A form may mark the fields its records usually fill at each
 * entry (`FieldSpec.everyEntry`: a follow-up's 随访方式, 症状, blood pressure…); then Enter walks
 * only those, plus a required field still empty and a field showing a validation error, so a
 * visit copied from paper does not pass through what it leaves as it is (values from the
 * archive, computed, carried from the last visit). Tab still walks every field. A form that
 * marks none keeps Enter on every field.
 */

/** What the keyboard layer reads of one field on screen. */
export interface FieldState {
  /** The form marks it as filled at every entry. */
  marked: boolean;
  required: boolean;
  filled: boolean;
  /** It shows a validation error. */
  invalid: boolean;
}

/** Whether Enter stops at the field; `formMarks`: the form marks any of its fields. */
export const isEnterStop = (field: FieldState, formMarks: boolean): boolean =>
  !formMarks || field.marked || field.invalid || (field.required && !field.filled);

/** The attribute a form item carries when its field is marked (rendered by the form). */
export const EVERY_ENTRY_ATTRIBUTE = 'data-every-entry';
