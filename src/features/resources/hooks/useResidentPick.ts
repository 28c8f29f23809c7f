import { type FormInstance } from 'antd';
import { useCallback } from 'react';

import { type ConcreteFamilySpec, type FieldSpec, isConcreteFamilyId } from '@/services/contract';
import { getResourceEndpoints, isResourceRow, type ResourceRow } from '@/services/resources';
import { useAppDispatch } from '@/shared/hooks/storeHooks';

import { type FormMode } from '../model/fieldModel';
import { type FormValues, toFormValues } from '../model/formValues';
import { isEmptyValue } from '../model/valueCodec';

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
 * targets), where the form is still empty.
 */
export const useResidentPick = (
  family: ConcreteFamilySpec,
  fields: readonly FieldSpec[],
  mode: FormMode,
  form: FormInstance<FormValues>,
) => {
  const dispatch = useAppDispatch();
  return useCallback(
    async (row: ResourceRow) => {
      const header = (name: string) => HEADER_FIELDS.includes(name);
      form.setFieldsValue(pick(fields, row, header));
      const defaults = isConcreteFamilyId(family.id)
        ? getResourceEndpoints(family.id).queries.formInit
        : undefined;
      const personNum = row.personNum;
      if (mode !== 'create' || !defaults || typeof personNum !== 'string') return;
      try {
        const reply = await dispatch(
          defaults.initiate({ params: { personNum } }, { subscribe: false }),
        ).unwrap();
        // An array has none of the fields (pick takes nothing from it), so it is skipped too.
        if (!isResourceRow(reply) || form.getFieldValue('personNum') !== personNum) return;
        const empty = (name: string) =>
          !header(name) && isEmptyValue(form.getFieldValue(name) as unknown);
        form.setFieldsValue(pick(fields, reply, empty));
      } catch {
        // The carried-over values are a convenience; the header is already filled.
      }
    },
    [dispatch, family.id, fields, form, mode],
  );
};
