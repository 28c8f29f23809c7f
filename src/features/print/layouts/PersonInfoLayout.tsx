import { type FieldSpec, getFamily } from '@/services/contract';

import { CodeBoxes } from '../components/CodeBoxes';
import { PaperHeader } from '../components/PaperHeader';
import { boxCodes, optionsText, paperDate, paperText, type PrintRecord } from '../model/paperText';

/** Shown in the header or on the cover, not as rows of the form. */
const NOT_ROWS = new Set(['name', 'address']);

const personRows = (): FieldSpec[] =>
  (getFamily('persons').fields ?? []).filter(
    (field) =>
      (field.section === '基本信息' || field.section === '健康信息') && !NOT_ROWS.has(field.name),
  );

const isCoded = (field: FieldSpec) => field.kind === 'select' || field.kind === 'multiselect';

/**
 * The paper's 民族 has two boxes' worth of choice, 01汉族 and 99少数民族 with the name written in,
 * although the system stores the full GB 3304 list (national-forms.md §2).
 */
const NATION: FieldSpec = {
  name: 'nation',
  label: '民族',
  kind: 'select',
  options: [
    { value: '01', label: '汉族' },
    { value: '99', label: '少数民族' },
  ],
};

export const paperField = (
  field: FieldSpec,
  value: unknown,
): { field: FieldSpec; value: unknown; note: string } => {
  if (field.name !== 'nation') return { field, value, note: '' };
  if (value === undefined || value === null || value === '' || value === '01') {
    return { field: NATION, value, note: '' };
  }
  return { field: NATION, value: '99', note: paperText(field, value) };
};

/**
 * 个人基本信息表 (national-forms.md §2): one row per item; a coded item lists its options and
 * writes the chosen code(s) in boxes at the right, as the paper does.
 */
export function PersonInfoLayout({ person }: { person: PrintRecord }) {
  return (
    <section className="print-sheet">
      <PaperHeader title="个人基本信息表" person={person} />
      <table className="paper-table paper-person-info">
        <colgroup>
          <col style={{ width: '18%' }} />
          <col style={{ width: '64%' }} />
          <col style={{ width: '18%' }} />
        </colgroup>
        <tbody>
          {personRows().map((declared) => {
            const { field, value, note } = paperField(declared, person[declared.name]);
            return (
              <tr key={field.name}>
                <th className="paper-label">{field.label}</th>
                {isCoded(field) ? (
                  <>
                    <td className="paper-cell">
                      <span className="paper-options-inline">{optionsText(field)}</span>
                      {note && <span className="paper-fill">{note}</span>}
                    </td>
                    <td className="paper-cell paper-box-cell">
                      <CodeBoxes
                        codes={boxCodes(field, value)}
                        count={field.kind === 'multiselect' ? 3 : 1}
                      />
                    </td>
                  </>
                ) : (
                  <td className="paper-cell" colSpan={2}>
                    {field.kind === 'date' ? paperDate(value) : paperText(field, value)}
                  </td>
                )}
              </tr>
            );
          })}
        </tbody>
      </table>
      <p className="paper-note">
        填表说明：本表用于居民首次建立健康档案时填写；选择题在□中填写与相应答案对应的编号，多选题依次填写。
      </p>
    </section>
  );
}
