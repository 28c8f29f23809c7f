import { act, waitFor } from '@testing-library/react';
import { Form, type FormInstance } from 'antd';

import { getFamily } from '@/services/contract';
import { type ResourceRow } from '@/services/resources';

import { useResidentPick } from '../../../../src/features/resources/hooks/useResidentPick';
import { type FormValues } from '../../../../src/features/resources/model/formValues';
import { renderWithProviders, signedInStore } from '../../../utils/renderWithProviders';
import { installFakeApi } from './fakeApi';

/**
 * Choosing the resident of a new hypertension visit takes the resident's header and what
 * formInit carries over from their last visit; choosing another resident in the same dialog
 * clears what the first one carried (nothing of A in B's visit). The real store; the server
 * is faked.
 */

jest.setTimeout(60_000);

const family = getFamily('hypertensionFollowUp');
const fields = family.fields ?? [];

const A: ResourceRow = { personNum: 'P-A', name: '赵大海', sex: '1' };
const B: ResourceRow = { personNum: 'P-B', name: '钱秀兰', sex: '2' };
/** A's last visit: medicines, 身高 and a target carried; B has no visit yet. */
const DEFAULTS: Record<string, ResourceRow> = {
  'P-A': {
    medications: [{ drug: '氨氯地平', timesPerDay: 1, dose: '5mg' }],
    height: 170,
    targetWeight: 68,
  },
  'P-B': { height: 158 },
};

const renderPick = () => {
  installFakeApi((call) =>
    call.path === '/api/hypertensionFollowUp/formInit'
      ? { response: DEFAULTS[call.query.get('personNum') ?? ''] ?? {} }
      : undefined,
  );
  const held: { form?: FormInstance<FormValues>; pick?: (row: ResourceRow) => Promise<void> } = {};
  function Harness() {
    const [form] = Form.useForm<FormValues>();
    held.form = form;
    held.pick = useResidentPick(family, fields, 'create', form);
    return <Form form={form} />;
  }
  renderWithProviders(<Harness />, { store: signedInStore() });
  return held as Required<typeof held>;
};

describe('choosing the resident of a new record', () => {
  it('carries the last visit of the resident chosen, and nothing of one chosen before', async () => {
    const { form, pick } = renderPick();
    await act(async () => {
      form.setFieldsValue({ personNum: A.personNum });
      await pick(A);
    });
    await waitFor(() => expect(form.getFieldValue('medications')).toHaveLength(1));
    expect(form.getFieldValue('name')).toBe('赵大海');
    expect(form.getFieldValue('height')).toBe(170);
    expect(form.getFieldValue('targetWeight')).toBe(68);

    await act(async () => {
      form.setFieldsValue({ personNum: B.personNum });
      await pick(B);
    });
    await waitFor(() => expect(form.getFieldValue('height')).toBe(158));
    expect(form.getFieldValue('name')).toBe('钱秀兰');
    expect(form.getFieldValue('medications')).toBeUndefined();
    expect(form.getFieldValue('targetWeight')).toBeUndefined();
  });
});
