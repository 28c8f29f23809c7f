import { type FormInstance } from 'antd';
import { useCallback, useRef } from 'react';

import { followCoverPhone } from '@/domain/archives';
import { type FormExtensionHook, type FormValues } from '@/features/resources';

interface PhoneValues {
  phone?: unknown;
  contactPhone?: unknown;
  coverPhone?: unknown;
}

const phonesOf = (values: PhoneValues | undefined): PhoneValues => ({
  phone: values?.phone,
  contactPhone: values?.contactPhone,
  coverPhone: values?.coverPhone,
});

/**
 * The change handler that keeps 封面的联系电话 following 本人电话 (else 联系人电话) while staff
 * have not typed a number of their own, so a new archive needs no phone typed twice.
 */
export const useCoverPhoneFollow = (
  form: FormInstance,
  initial: PhoneValues | undefined,
): ((changed: FormValues, all: FormValues) => void) => {
  const before = useRef<PhoneValues>(phonesOf(initial));
  return useCallback(
    (changed: FormValues, all: FormValues) => {
      const after = phonesOf(all);
      if ('phone' in changed || 'contactPhone' in changed) {
        const next = followCoverPhone(before.current, after);
        if (next !== undefined) {
          // errors: [] clears a 请输入联系电话 shown before the number arrived.
          form.setFields([{ name: 'coverPhone', value: next, errors: [] }]);
          after.coverPhone = next;
        }
      }
      before.current = after;
    },
    [form],
  );
};

/** The residents' record dialog (个人健康档案 新增/修改) with the cover phone following. */
export const useCoverPhoneForm: FormExtensionHook = ({ form, source }) => ({
  onValuesChange: useCoverPhoneFollow(form, source),
});
