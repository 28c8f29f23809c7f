import { type FormInstance } from 'antd';
import { useCallback, useRef } from 'react';

import { type ConcreteFamilySpec, type FieldSpec } from '@/services/contract';
import { type ResourceRow } from '@/services/resources';
import { useAppDispatch } from '@/shared/hooks/storeHooks';

import { type FormMode } from '../model/fieldModel';
import { type FormValues, toFormValues } from '../model/formValues';
import { isEmptyValue } from '../model/valueCodec';
import { heldResidentDefaults, requestResidentDefaults } from './residentDefaults';

/** The resident's own facts a service form repeats in its header. */
const HEADER_FIELDS = ['name', 'childName', 'sex', 'IDCardNo', 'birthDate', 'phone', 'address'];

/** Service forms name their resident by 个人编号; the resident file itself does not. */
export const picksResident = (family: ConcreteFamilySpec, fields: readonly FieldSpec[]): boolean =>
  family.id !== 'persons' && fields.some((field) => field.name === 'personNum' && !field.readonly);

const pick = (
  fields: readonly FieldSpec[],
  source: ResourceRow,
  names: (name: string) => boolean,
): FormValues =>
  toFormValues(
    fields.filter((field) => names(field.name) && source[field.name] !== undefined),
    source,
  );

/**
 * Choosing a resident fills the form's header from the resident's file; a new record also
 * takes what formInit carries over from the resident's last record of this kind (用药情况,
 * targets), where the form is still empty. When that reply was fetched ahead (the option
 * shown), header and carried values are written at once, in one update of the form. Choosing
 * another resident first clears what the previous one carried, so nothing of resident A is
 * left in resident B's record (A's medicines when B has no record of this kind yet).
 */
export const useResidentPick = (
  family: ConcreteFamilySpec,
  fields: readonly FieldSpec[],
  mode: FormMode,
  form: FormInstance<FormValues>,
) => {
  const dispatch = useAppDispatch();
  /** The fields the last resident's defaults filled, cleared when another is chosen. */
  const carriedNames = useRef<string[]>([]);
  return useCallback(
    async (row: ResourceRow) => {
      const header = (name: string) => HEADER_FIELDS.includes(name);
      const headerValues = pick(fields, row, header);
      const personNum = row.personNum;
      const create = mode === 'create' && typeof personNum === 'string';
      const cleared: FormValues = Object.fromEntries(
        carriedNames.current.map((name) => [name, undefined]),
      );
      carriedNames.current = [];
      const carry = (reply: ResourceRow, current: FormValues): FormValues => {
        const values = pick(fields, reply, (name) => !header(name) && isEmptyValue(current[name]));
        carriedNames.current = Object.keys(values);
        return values;
      };
      const held = create ? heldResidentDefaults(dispatch, family.id, personNum) : undefined;
      if (held) {
        const current = {
          ...(form.getFieldsValue(true) as FormValues),
          ...cleared,
          ...headerValues,
        };
        form.setFieldsValue({ ...cleared, ...headerValues, ...carry(held, current) });
        return;
      }
      form.setFieldsValue({ ...cleared, ...headerValues });
      if (!create) return;
      try {
        const reply = await requestResidentDefaults(dispatch, family.id, personNum);
        // An array has none of the fields (pick takes nothing from it), so it is skipped too.
        if (!reply || form.getFieldValue('personNum') !== personNum) return;
        form.setFieldsValue(carry(reply, form.getFieldsValue(true) as FormValues));
      } catch {
        // The carried-over values are a convenience; the header is already filled.
      }
    },
    [dispatch, family.id, fields, form, mode],
  );
};
