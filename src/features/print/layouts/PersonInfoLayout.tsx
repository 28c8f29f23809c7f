import { type ReactNode } from 'react';

import { type FieldSpec, getFamily } from '@/services/contract';
import {
  PAST_DISEASE_SLOTS,
  pastDiseaseDateField,
  pastDiseaseField,
  RELATIVES,
} from '@/services/contract/archives/personalInfoFields';

import { CodeBoxes } from '../components/CodeBoxes';
import { ColumnWidths } from '../components/ColumnWidths';
import { Fill } from '../components/Fill';
import { PaperHeader } from '../components/PaperHeader';
import {
  boxCodes,
  optionsText,
  paperDate,
  paperMonth,
  paperText,
  type PrintRecord,
  scalarText,
} from '../model/paperText';

/**
 * Shown in the header, or laid out below as the paper's own blocks (既往史, 家族史, 遗传病史,
 * 残疾情况, 生活环境), not as plain rows of the form.
 */
const NOT_ROWS = new Set([
  'name',
  'address',
  'pastHistory',
  'familyHistory',
  'geneticDisease',
  'disability',
]);

const personFields = (): readonly FieldSpec[] => getFamily('persons').fields ?? [];

const personRows = (): FieldSpec[] =>
  personFields().filter(
    (field) =>
      (field.section === '基本信息' || field.section === '健康信息') && !NOT_ROWS.has(field.name),
  );

/** A declared field of the resident's record; a label-only stand-in if the catalogue lacks it. */
const fieldOf = (name: string): FieldSpec =>
  personFields().find((field) => field.name === name) ?? { name, label: name, kind: 'text' };

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

/** One row of the form: its label (across the group column when there is none) and content. */
function Row({
  group,
  label,
  children,
  boxes,
}: {
  group?: ReactNode;
  label: string;
  children: ReactNode;
  boxes?: ReactNode;
}) {
  return (
    <tr>
      {group}
      <th className="paper-label" colSpan={group === undefined ? 2 : 1}>
        {label}
      </th>
      {boxes === undefined ? (
        <td className="paper-cell" colSpan={2}>
          {children}
        </td>
      ) : (
        <>
          <td className="paper-cell">{children}</td>
          <td className="paper-cell paper-box-cell">{boxes}</td>
        </>
      )}
    </tr>
  );
}

/** The group label of a block of rows (既往史, 家族史, 生活环境), written down the side. */
const groupCell = (label: string, rows: number) => (
  <th className="paper-group" rowSpan={rows}>
    {label}
  </th>
);

/** A coded item: the options listed, the chosen code(s) in the boxes at the right. */
function CodedRow({
  person,
  name,
  group,
  label,
  count,
  detail,
}: {
  person: PrintRecord;
  name: string;
  group?: ReactNode;
  label?: string;
  count?: number;
  /** A written-in detail: the name of the 其他 choice, a disease name. */
  detail?: ReactNode;
}) {
  const declared = fieldOf(name);
  const { field, value, note } = paperField(declared, person[name]);
  return (
    <Row
      group={group}
      label={label ?? field.label}
      boxes={
        <CodeBoxes
          codes={boxCodes(field, value)}
          count={count ?? (field.kind === 'multiselect' ? 3 : 1)}
        />
      }
    >
      <span className="paper-options-inline">{optionsText(field)}</span>
      {note && <Fill>{note}</Fill>}
      {detail}
    </Row>
  );
}

/** 手术 / 外伤 / 输血: 1无 2有, then two named rows, each with its date. */
function EventRow({
  person,
  prefix,
  label,
  what,
  group,
}: {
  person: PrintRecord;
  prefix: string;
  label: string;
  what: string;
  group?: ReactNode;
}) {
  const code = scalarText(person[prefix]);
  return (
    <Row group={group} label={label} boxes={<CodeBoxes codes={code ? [code] : []} count={1} />}>
      <span className="paper-options-inline">1无 2有：</span>
      {[1, 2].map((row) => (
        <span key={row} className="paper-event">
          {what}
          {row === 1 ? '①' : '②'}
          <Fill>{scalarText(person[`${prefix}${row}Name`])}</Fill> 时间
          <Fill width="short">{paperDate(person[`${prefix}${row}Date`])}</Fill>
        </span>
      ))}
    </Row>
  );
}

/** A free-text part the resident's record keeps (a 摘要 from before the structured form). */
const noteLine = (label: string, value: unknown) => {
  const text = scalarText(value);
  return text ? (
    <div className="paper-note-line">
      {label}：{text}
    </div>
  ) : null;
};

const PAST_DISEASES_FIELD = () => fieldOf(pastDiseaseField(1));

function PastHistory({ person }: { person: PrintRecord }) {
  const slots = Array.from({ length: PAST_DISEASE_SLOTS }, (_, index) => index + 1);
  return (
    <>
      <Row group={groupCell('既往史', 4)} label="疾病">
        <div className="paper-options-inline">{optionsText(PAST_DISEASES_FIELD())}</div>
        <div className="paper-slots" data-testid="past-diseases">
          {slots.map((slot) => (
            <span key={slot} className="paper-slot">
              <CodeBoxes
                codes={boxCodes(PAST_DISEASES_FIELD(), person[pastDiseaseField(slot)])}
                count={1}
              />
              确诊时间
              <Fill width="short">{paperMonth(person[pastDiseaseDateField(slot)])}</Fill>
            </span>
          ))}
        </div>
        {noteLine('说明', person.pastDiseaseDetail)}
        {noteLine('摘要', person.pastHistory)}
      </Row>
      <EventRow group={null} person={person} prefix="surgery" label="手术" what="名称" />
      <EventRow group={null} person={person} prefix="trauma" label="外伤" what="名称" />
      <EventRow group={null} person={person} prefix="transfusion" label="输血" what="原因" />
    </>
  );
}

function FamilyHistory({ person }: { person: PrintRecord }) {
  const options = fieldOf(RELATIVES[0].name);
  return (
    <Row label="家族史">
      <div className="paper-relatives" data-testid="family-history">
        {RELATIVES.map(({ name, label }) => (
          <span key={name} className="paper-relative">
            <span className="paper-relative-label">{label}</span>
            <CodeBoxes codes={boxCodes(options, person[name])} count={6} />
          </span>
        ))}
      </div>
      <div className="paper-options-inline">{optionsText(options)}</div>
      {noteLine('说明', person.familyHistoryDetail)}
      {noteLine('摘要', person.familyHistory)}
    </Row>
  );
}

const LIVING_ENVIRONMENT = ['kitchenExhaust', 'fuelType', 'waterSource', 'toilet', 'livestockPen'];

/**
 * 个人基本信息表 (national-forms.md §2): one row per item; a coded item lists its options and
 * writes the chosen code(s) in boxes at the right, as the paper does. 既往史 has its six disease
 * slots with 确诊时间 and the 手术/外伤/输血 rows, 家族史 the codes of each relative, and
 * 生活环境 its five items, as blocks with their group label down the side.
 */
export function PersonInfoLayout({ person }: { person: PrintRecord }) {
  return (
    <section className="print-sheet">
      <PaperHeader title="个人基本信息表" person={person} />
      <table className="paper-table paper-person-info">
        {/* The last column has room for the six boxes of 残疾情况 on one line. */}
        <ColumnWidths widths={['7%', '15%', '56%', '22%']} />
        <tbody>
          {personRows().map((field) =>
            isCoded(field) ? (
              <CodedRow key={field.name} person={person} name={field.name} />
            ) : (
              <Row key={field.name} label={field.label}>
                {field.kind === 'date'
                  ? paperDate(person[field.name])
                  : paperText(field, person[field.name])}
              </Row>
            ),
          )}
          <PastHistory person={person} />
          <FamilyHistory person={person} />
          <CodedRow
            person={person}
            name="geneticDisease"
            detail={
              <>
                ：疾病名称<Fill>{scalarText(person.geneticDiseaseName)}</Fill>
              </>
            }
          />
          <CodedRow
            person={person}
            name="disability"
            count={6}
            detail={
              scalarText(person.disabilityDetail) && (
                <Fill>{scalarText(person.disabilityDetail)}</Fill>
              )
            }
          />
          {LIVING_ENVIRONMENT.map((name, index) => (
            <CodedRow
              key={name}
              person={person}
              name={name}
              group={index === 0 ? groupCell('生活环境', LIVING_ENVIRONMENT.length) : null}
            />
          ))}
        </tbody>
      </table>
      <p className="paper-note">
        填表说明：本表用于居民首次建立健康档案时填写；选择题在□中填写与相应答案对应的编号，多选题依次填写。
      </p>
    </section>
  );
}
