import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Form } from 'antd';

import { RowsInput } from '@/features/resources';
import { HYPERTENSION_FOLLOW_UP_FIELDS } from '@/services/contract/catalogue/fields/hypertensionFields';

import { renderWithProviders } from '../../../utils/renderWithProviders';

/** 用药情况 as one row per drug (national-forms §4.1): Enter on the last cell adds a row. */
const medications = HYPERTENSION_FOLLOW_UP_FIELDS.find((field) => field.kind === 'medications')!;

const renderBlock = (rows: object[]) =>
  renderWithProviders(
    <Form initialValues={{ [medications.name]: rows }}>
      <RowsInput field={medications} />
    </Form>,
  );

describe('medications block by keyboard', () => {
  it('adds a row when Enter is pressed on the last row named 每次剂量', async () => {
    renderBlock([{ drug: '硝苯地平', timesPerDay: 1, dose: '10mg' }]);
    await screen.findByLabelText('第1种药物每次剂量');
    fireEvent.keyDown(screen.getByLabelText('第1种药物每次剂量'), { key: 'Enter' });
    await waitFor(() => expect(screen.getByLabelText('第2种药物名称')).toBeTruthy());
  });

  it('adds none when the last row names no drug', async () => {
    renderBlock([{ drug: '', timesPerDay: 1, dose: '' }]);
    await screen.findByLabelText('第1种药物每次剂量');
    fireEvent.keyDown(screen.getByLabelText('第1种药物每次剂量'), { key: 'Enter' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByLabelText('第2种药物名称')).toBeNull();
  });
});
