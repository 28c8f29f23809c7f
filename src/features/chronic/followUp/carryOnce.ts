import { type FormInstance } from 'antd';
import { useRef } from 'react';

import { toFormValues } from '@/features/resources';
import { type FieldSpec } from '@/services/contract';

/**
 * A new visit's starting values (from the patient's last visit or card), written once per
 * patient: choosing another patient first clears what the previous one carried, so nothing of
 * patient A is left in patient B's form. Called while the dialog renders; the write is deferred,
 * as a form may not be written to during a render.
 */
export const useCarryOncePerPatient = (form: FormInstance, fields: readonly FieldSpec[]) => {
  const carried = useRef<{ personNum?: string; fields: string[] }>({ fields: [] });
  return (
    personNum: string,
    seedFor: (current: Record<string, unknown>) => Record<string, unknown>,
    afterWrite?: () => void,
  ): void => {
    if (carried.current.personNum === personNum) return;
    const cleared = Object.fromEntries(carried.current.fields.map((name) => [name, undefined]));
    const current = { ...form.getFieldsValue(true), ...cleared } as Record<string, unknown>;
    const seed = seedFor(current);
    const seeded = fields.filter((field) => field.name in seed);
    carried.current = { personNum, fields: Object.keys(seed) };
    queueMicrotask(() => {
      form.setFieldsValue({ ...cleared, ...toFormValues(seeded, seed) });
      afterWrite?.();
    });
  };
};
