import { type FieldSpec, fieldLabel, getFamily, isConcreteFamilyId } from '@/services/contract';

import { ColumnWidths } from '../components/ColumnWidths';
import { PaperHeader } from '../components/PaperHeader';
import { paperDate, paperText, type PrintRecord, scalarText } from '../model/paperText';
import { PRINT_FIELD_SPECS } from '../model/printFieldSpecs';
import { type RecordPaperProps } from './recordPaperProps';

/** Bookkeeping and identity fields: the header shows who, the trail is not on the paper. */
const HIDDEN = new Set([
  'ID',
  'personNum',
  'hospitalId',
  'createdBy',
  'createdAt',
  'updatedBy',
  'updatedAt',
  'IDCardNo',
  'name',
  'sex',
  'birthDate',
  'age',
]);

interface Section {
  title: string;
  fields: FieldSpec[];
}

/** The family's field sections; a family without declared fields gets its data's keys. */
export const sectionsFor = (familyId: string, record: PrintRecord): Section[] => {
  const family = isConcreteFamilyId(familyId) ? getFamily(familyId) : undefined;
  const declared = family?.fields?.length ? family.fields : (PRINT_FIELD_SPECS[familyId] ?? []);
  const sections = new Map<string, FieldSpec[]>();
  const add = (title: string, field: FieldSpec) =>
    sections.set(title, [...(sections.get(title) ?? []), field]);
  for (const field of declared) {
    if (!HIDDEN.has(field.name)) add(field.section ?? '基本信息', field);
  }
  if (family?.fields?.length) return [...sections].map(([title, fields]) => ({ title, fields }));
  // Free-form data beyond what the paper names is printed too, under the dictionary's labels.
  const named = new Set(declared.map((field) => field.name));
  for (const name of Object.keys(record)) {
    if (HIDDEN.has(name) || named.has(name) || record[name] === null || record[name] === '') {
      continue;
    }
    add('其他', {
      name,
      label: family ? fieldLabel(family, name) : name,
      kind: /Date$/.test(name) ? 'date' : 'text',
    });
  }
  return [...sections].map(([title, fields]) => ({ title, fields }));
};

/** Long text takes a whole row; short values sit two to a row. */
const isWide = (field: FieldSpec, text: string) =>
  field.kind === 'textarea' ||
  field.kind === 'medications' ||
  field.kind === 'serviceItems' ||
  text.length > 18;

/** Lookups print the name the server resolved (签约团队, 签约服务包), never the id. */
const lookupLabel = (record: PrintRecord, name: string): string | undefined => {
  const labels = record.lookupLabels;
  if (typeof labels !== 'object' || labels === null) return undefined;
  const label = (labels as Record<string, unknown>)[name];
  return typeof label === 'string' ? label : undefined;
};

const valueText = (field: FieldSpec, record: PrintRecord): string => {
  const value = record[field.name];
  if (field.kind === 'lookup') return lookupLabel(record, field.name) ?? paperText(field, value);
  return field.kind === 'date' ? paperDate(value) : paperText(field, value);
};

/** Rows of label/value cells: two pairs a row, wide values alone. */
const rowsOf = (fields: readonly FieldSpec[], record: PrintRecord) => {
  const rows: { field: FieldSpec; text: string }[][] = [];
  let pending: { field: FieldSpec; text: string } | null = null;
  for (const field of fields) {
    const text = valueText(field, record);
    if (isWide(field, text)) {
      if (pending) rows.push([pending]);
      pending = null;
      rows.push([{ field, text }]);
    } else if (pending) {
      rows.push([pending, { field, text }]);
      pending = null;
    } else {
      pending = { field, text };
    }
  }
  if (pending) rows.push([pending]);
  return rows;
};

interface GenericLayoutProps extends RecordPaperProps {
  family: string;
  /** Text before the tables (an agreement's terms). */
  preamble?: readonly string[];
  /** Signature lines at the foot. */
  signatures?: readonly string[];
}

/**
 * Any record on paper, from the catalogue's field sections: the title, the header with name and
 * archive number, then each section as a bordered table, and the resident's identity first.
 */
export function GenericLayout({
  title,
  family,
  person,
  record,
  preamble,
  signatures,
}: GenericLayoutProps) {
  const owner = person ?? (scalarText(record.name) ? record : null);
  const identity: [string, string][] = owner
    ? [
        ['姓名', scalarText(owner.name)],
        ['性别', scalarText(owner.sex) === '1' ? '男' : scalarText(owner.sex) === '2' ? '女' : ''],
        ['出生日期', paperDate(owner.birthDate)],
        ['身份证号', scalarText(owner.IDCardNo)],
      ]
    : [];
  return (
    <section className="print-sheet">
      <PaperHeader title={title} person={owner} fallbackName={scalarText(record.theme)} />
      {preamble?.map((paragraph) => (
        <p key={paragraph} className="paper-paragraph">
          {paragraph}
        </p>
      ))}
      {identity.length > 0 && (
        <table className="paper-table">
          <tbody>
            {[identity.slice(0, 2), identity.slice(2)].map((line) => (
              <tr key={line[0]?.[0]}>
                {line.flatMap(([label, value]) => [
                  <th key={label} className="paper-label">
                    {label}
                  </th>,
                  <td key={`${label}-v`} className="paper-cell">
                    {value}
                  </td>,
                ])}
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {sectionsFor(family, record).map((section) => (
        <table key={section.title} className="paper-table paper-section">
          <ColumnWidths widths={['18%', '32%', '18%', '32%']} />
          <thead>
            <tr>
              <th colSpan={4} className="paper-section-title">
                {section.title}
              </th>
            </tr>
          </thead>
          <tbody>
            {rowsOf(section.fields, record).map((row) => (
              <tr key={row.map((cell) => cell.field.name).join('-')}>
                {row.length === 1 ? (
                  <>
                    <th className="paper-label">{row[0]!.field.label}</th>
                    <td className="paper-cell" colSpan={3}>
                      {row[0]!.text}
                    </td>
                  </>
                ) : (
                  row.flatMap((cell) => [
                    <th key={cell.field.name} className="paper-label">
                      {cell.field.label}
                    </th>,
                    <td key={`${cell.field.name}-v`} className="paper-cell">
                      {cell.text}
                    </td>,
                  ])
                )}
              </tr>
            ))}
          </tbody>
        </table>
      ))}
      {signatures && (
        <div className="paper-signatures">
          {signatures.map((line) => (
            <span key={line}>
              {line}：<span className="paper-sign-line" />
            </span>
          ))}
        </div>
      )}
    </section>
  );
}
