import {
  CHILD_TCM_GUIDANCE,
  columnOf,
  type ColumnCheckForm,
  isColumnCheckedAt,
  PRESCHOOL_CHECK,
  PRESCHOOL_WARNING_SIGNS,
  TODDLER_CHECK,
  TODDLER_WARNING_SIGNS,
} from '@/domain/child';

import { formRows, linesRow, type RowMaker, signOff, type VisitRow } from './followUpRows';
import { codeList, type PrintRecord, scalarText } from './paperText';

/**
 * The rows of the 12～30月龄 and 3～6岁儿童健康检查记录表 (national-forms-2.md §1–§2) as the paper
 * lays them out: one column per check, the items an age does not check struck out ("——").
 */

type WarningSigns = Readonly<Record<string, { field: string; signs: readonly string[] }>>;

const STRUCK = { text: '——' };

/** A row of an item checked at some ages only: "——" in the other columns. */
const ageLimited = (form: ColumnCheckForm, field: string, row: VisitRow): VisitRow => ({
  ...row,
  cell: (visit) =>
    isColumnCheckedAt(form, field, scalarText(visit.checkAge)) ? row.cell(visit) : STRUCK,
});

const withUnit = (value: unknown, unit: string): string =>
  scalarText(value) ? `${scalarText(value)}${unit}` : '';

const columnRow = (form: ColumnCheckForm, label: string): VisitRow => ({
  group: '',
  label,
  cell: (visit) => {
    const column = columnOf(form, visit.checkAge);
    const months = scalarText(visit.monthAge);
    return { text: [column?.label, months && `（${months}月）`].filter(Boolean).join('') };
  },
});

/** 发育评估: the ticked warning signs of the column's own list, or 未见异常. */
const developmentRow = (signs: WarningSigns): VisitRow =>
  linesRow('', '发育评估', (visit) => {
    const screening = signs[scalarText(visit.checkAge)];
    if (!screening) return [];
    const ticked = codeList(visit[screening.field]).map(
      (code) => `${code} ${screening.signs[Number(code) - 1] ?? ''}`,
    );
    return ticked.length ? [...ticked, '提示有发育偏异的可能'] : ['未见异常'];
  });

const ILLNESS_COUNTS: readonly (readonly [string, string, string])[] = [
  ['2', '肺炎', 'pneumoniaTimes'],
  ['3', '腹泻', 'diarrheaTimes'],
  ['4', '外伤', 'traumaTimes'],
];

const illnessRow = (make: RowMaker): VisitRow =>
  make.codedWithText('', '两次随访间患病情况', 'illness', (visit) => {
    const chosen = codeList(visit.illness);
    const counts = ILLNESS_COUNTS.filter(([code]) => chosen.includes(code)).map(
      ([, name, field]) => `${name}${scalarText(visit[field]) || '__'}次`,
    );
    return [...counts, scalarText(visit.illnessOther)].filter(Boolean).join(' ');
  });

/** 中医药健康管理服务: the options of the column's age band, ticked ones named. */
const tcmRow = (form: ColumnCheckForm): VisitRow => ({
  group: '',
  label: '中医药健康管理服务',
  cell: (visit) => {
    const band = CHILD_TCM_GUIDANCE.find(
      (entry) =>
        entry.field in form.ageLimited &&
        isColumnCheckedAt(form, entry.field, scalarText(visit.checkAge)),
    );
    if (!band) return STRUCK;
    const ticked = codeList(visit[band.field]).map((code) =>
      code === '4' ? `其他：${scalarText(visit.tcmGuidanceOther)}` : band.options[Number(code) - 1],
    );
    return { text: ticked.join('\n') };
  },
});

const closing = (make: RowMaker, form: ColumnCheckForm, signs: WarningSigns): VisitRow[] => [
  developmentRow(signs),
  illnessRow(make),
  make.coded('转诊建议', '转诊建议', 'referral'),
  make.text('转诊建议', '原因', 'referralReason'),
  make.text('转诊建议', '机构及科室', 'referralHospital'),
  make.coded('', '指导', 'guidance', 'guidanceOther'),
  tcmRow(form),
  ...signOff(make),
];

const measured = (make: RowMaker, label: string, value: string, band: string, unit: string) =>
  make.codedWithText('', label, band, (visit) => withUnit(visit[value], unit));

/** 12～30月龄儿童健康检查记录表 (§1). */
export const TODDLER_CHECK_ROWS = formRows('toddlerHealthChecks', (make) => {
  const limited = (field: string, row: VisitRow) => ageLimited(TODDLER_CHECK, field, row);
  return [
    columnRow(TODDLER_CHECK, '月龄'),
    make.dated('', '随访日期', 'visitDate'),
    measured(make, '体重（kg）', 'weight', 'weightBand', 'kg'),
    measured(make, '身长（cm）', 'length', 'lengthBand', 'cm'),
    make.coded('体格检查', '面色', 'complexion', 'complexionOther'),
    make.coded('体格检查', '皮肤', 'skin'),
    make.codedWithText('体格检查', '前囟', 'fontanelle', (visit) =>
      scalarText(visit.fontanelleLength)
        ? `${scalarText(visit.fontanelleLength)}cm×${scalarText(visit.fontanelleWidth)}cm`
        : '',
    ),
    make.coded('体格检查', '眼睛', 'eyes'),
    make.coded('体格检查', '耳外观', 'earAppearance'),
    limited('hearing', make.coded('体格检查', '听力', 'hearing')),
    {
      group: '体格检查',
      label: '出牙/龋齿数（颗）',
      cell: (visit: PrintRecord) => ({
        text: scalarText(visit.teethCount)
          ? `${scalarText(visit.teethCount)}/${scalarText(visit.cariesCount) || '0'}`
          : '',
      }),
    },
    make.coded('体格检查', '胸部', 'chest'),
    make.coded('体格检查', '腹部', 'abdomen'),
    make.coded('体格检查', '四肢', 'limbs'),
    limited('gait', make.coded('体格检查', '步态', 'gait')),
    make.coded('体格检查', '可疑佝偻病体征', 'ricketsSigns'),
    limited('hemoglobin', make.text('', '血红蛋白值（g/L）', 'hemoglobin')),
    make.text('', '户外活动（小时/日）', 'outdoorHours'),
    make.text('', '服用维生素D（IU/日）', 'vitaminD'),
    ...closing(make, TODDLER_CHECK, TODDLER_WARNING_SIGNS),
  ];
});

/** 3～6岁儿童健康检查记录表 (§2). */
export const PRESCHOOL_CHECK_ROWS = formRows('preschoolHealthChecks', (make) => {
  const limited = (field: string, row: VisitRow) => ageLimited(PRESCHOOL_CHECK, field, row);
  return [
    columnRow(PRESCHOOL_CHECK, '年龄'),
    make.dated('', '随访日期', 'visitDate'),
    measured(make, '体重（kg）', 'weight', 'weightBand', 'kg'),
    measured(make, '身高（cm）', 'height', 'heightBand', 'cm'),
    make.coded('', '体重/身高', 'weightForHeightBand'),
    make.coded('', '体格发育评价', 'physicalEvaluation'),
    limited(
      'visionLeft',
      linesRow('体格检查', '视力', (visit) => [
        scalarText(visit.visionLeft) ? `左 ${scalarText(visit.visionLeft)}` : '',
        scalarText(visit.visionRight) ? `右 ${scalarText(visit.visionRight)}` : '',
      ]),
    ),
    limited('hearing', make.coded('体格检查', '听力', 'hearing')),
    {
      group: '体格检查',
      label: '牙数（颗）/龋齿数',
      cell: (visit: PrintRecord) => ({
        text: scalarText(visit.teethCount)
          ? `${scalarText(visit.teethCount)}/${scalarText(visit.cariesCount) || '0'}`
          : '',
      }),
    },
    make.coded('体格检查', '胸部', 'chest'),
    make.coded('体格检查', '腹部', 'abdomen'),
    make.text('体格检查', '血红蛋白值（g/L）', 'hemoglobin'),
    make.text('体格检查', '其他', 'examOther'),
    ...closing(make, PRESCHOOL_CHECK, PRESCHOOL_WARNING_SIGNS),
  ];
});

export const TODDLER_CHECK_NOTE =
  '填表说明：本表为12～30月龄儿童健康检查时由医生填写，每次检查填写相应月龄一栏；“——”表示该月龄不检查此项。发育评估勾选儿童存在的预警征象，有任一项即提示有发育偏异的可能，建议转诊。体重、身长评价按儿童生长发育评价标准填写上、中、下。';
export const PRESCHOOL_CHECK_NOTE =
  '填表说明：本表为3～6岁儿童健康检查时由医生填写，每次检查填写相应年龄一栏；“——”表示该年龄不检查此项。体重/身高为身高别体重；视力填写实测值；发育评估勾选儿童存在的预警征象。';
