import { Fragment, type ReactNode } from 'react';

import { tableCellText, type TableColumn, tableRowsOf } from '@/domain/fields';
import { type FieldSpec, getFamily } from '@/services/contract';
import {
  ABDOMEN_ITEMS,
  GYNAECOLOGY_ITEMS,
} from '@/services/contract/catalogue/fields/healthCheck/examinationFields';

import { CodeBoxes } from '../components/CodeBoxes';
import { ColumnWidths } from '../components/ColumnWidths';
import { LabelCells } from '../components/LabelCells';
import { PaperHeader } from '../components/PaperHeader';
import { boxCodes, optionsText, paperDate, type PrintRecord, scalarText } from '../model/paperText';
import { type RecordPaperProps } from './recordPaperProps';

/**
 * 健康体检表 (national-forms.md §3), four A4 pages as the paper: 症状, 一般状况, 生活方式; 脏器功能 and
 * 查体; 辅助检查 and 现存主要健康问题; the history tables, 健康评价 and 健康指导. Every item of the
 * national form is printed; what the record holds is written in (codes in boxes, values on the
 * line), the items it does not hold stay blank for the pen, as on a blank form.
 */

/** The paper's wide space between items on one line. */
const GAP = '\u3000';

const checkFields = (): readonly FieldSpec[] => getFamily('healthCheckTables').fields ?? [];
const fieldOf = (name: string): FieldSpec | undefined =>
  checkFields().find((field) => field.name === name);

/** A written-in value on its line, with its unit after it. */
const fill = (value: unknown, unit = '') => (
  <>
    <span className="paper-fill paper-fill-short">{scalarText(value)}</span>
    {unit}
  </>
);

/** One item: its label, what is written (options, values), the code boxes at the right. */
interface Item {
  label: string;
  content: ReactNode;
  /** The codes written in boxes, and how many boxes the paper has. */
  codes?: readonly string[];
  boxes?: number;
}

interface Block {
  group: string;
  items: Item[];
}

/** A coded item of the national form, stored or not: options listed, codes in boxes. */
const coded = (
  record: PrintRecord,
  label: string,
  options: string,
  name?: string,
  boxes = 1,
  after?: ReactNode,
): Item => {
  const field = name ? fieldOf(name) : undefined;
  return {
    label,
    content: (
      <>
        <span className="paper-options-inline">{field ? optionsText(field) : options}</span>
        {after}
      </>
    ),
    codes: field && name ? boxCodes(field, record[name]) : [],
    boxes,
  };
};

const text = (label: string, content: ReactNode): Item => ({ label, content });

/** A coded item with the paper's line for what was found (其他__, 异常__, 有__). */
const described = (record: PrintRecord, label: string, name: string, boxes = 1): Item =>
  coded(
    record,
    label,
    '',
    name,
    boxes,
    <>
      {GAP}
      {fill(record[`${name}Desc`])}
    </>,
  );

/** The five 毒物种类 of §3.3, each with its 防护措施. */
const HAZARDS = [
  ['hazardDust', '粉尘'],
  ['hazardRadiation', '放射物质'],
  ['hazardPhysical', '物理因素'],
  ['hazardChemical', '化学物质'],
  ['hazardOther', '其他'],
] as const;

const bloodPressure = (record: PrintRecord) => (
  <>
    左侧{fill(record.leftSbp)}/{fill(record.leftDbp, 'mmHg')}
    {GAP}右侧{fill(record.rightSbp)}/{fill(record.rightDbp, 'mmHg')}
  </>
);

const pageOne = (r: PrintRecord): Block[] => [
  {
    group: '症状',
    items: [coded(r, '症状', '', 'symptoms', 10)],
  },
  {
    group: '一般状况',
    items: [
      text(
        '体温 / 脉率',
        <>
          体温{fill(r.temperature, '℃')}
          {GAP}脉率{fill(r.pulseRate, '次/分钟')}
        </>,
      ),
      text('呼吸频率', fill(r.respiratoryRate, '次/分钟')),
      text('血压', bloodPressure(r)),
      text(
        '身高 / 体重',
        <>
          身高{fill(r.height, 'cm')}
          {GAP}体重{fill(r.weight, 'kg')}
        </>,
      ),
      text(
        '腰围 / 体质指数',
        <>
          腰围{fill(r.waistline, 'cm')}
          {GAP}体质指数(BMI){fill(r.bmi, 'kg/m²')}
        </>,
      ),
      coded(r, '老年人健康状态自我评估*', '', 'elderlyHealthSelfAssessment'),
      coded(r, '老年人生活自理能力自我评估*', '', 'elderlySelfCareAssessment'),
      coded(
        r,
        '老年人认知功能*',
        '',
        'elderlyCognition',
        1,
        <>，简易智力状态检查，总分{fill(r.mmseScore, '分')}</>,
      ),
      coded(
        r,
        '老年人情感状态*',
        '',
        'elderlyEmotion',
        1,
        <>，老年人抑郁评分检查，总分{fill(r.gdsScore, '分')}</>,
      ),
    ],
  },
  {
    group: '生活方式',
    items: [
      coded(r, '体育锻炼　锻炼频率', '', 'exerciseFrequency'),
      text(
        '每次锻炼时间',
        <>
          {fill(r.exerciseMinutes, '分钟')}
          {GAP}坚持锻炼时间{fill(r.exerciseYears, '年')}
          {GAP}锻炼方式{fill(r.exerciseMethod)}
        </>,
      ),
      coded(r, '饮食习惯', '', 'dietHabits', 3),
      coded(r, '吸烟情况　吸烟状况', '', 'smokingStatus'),
      text(
        '日吸烟量',
        <>
          平均{fill(r.smokingPerDay, '支')}
          {GAP}开始吸烟年龄{fill(r.smokingStartAge, '岁')}
          {GAP}戒烟年龄{fill(r.smokingQuitAge, '岁')}
        </>,
      ),
      coded(r, '饮酒情况　饮酒频率', '', 'drinkingFrequency'),
      text(
        '日饮酒量',
        <>
          平均{fill(r.drinkingPerDay, '两')}
          {GAP}开始饮酒年龄{fill(r.drinkingStartAge, '岁')}
        </>,
      ),
      coded(r, '是否戒酒', '', 'drinkingQuit', 1, <>，戒酒年龄{fill(r.drinkingQuitAge, '岁')}</>),
      coded(r, '近一年内是否曾醉酒', '', 'drunkLastYear'),
      coded(
        r,
        '饮酒种类',
        '',
        'drinkTypes',
        4,
        <>
          {GAP}其他{fill(r.drinkTypeOther)}
        </>,
      ),
      coded(
        r,
        '职业病危害因素接触史',
        '1无 2有（工种',
        'occupationalExposure',
        1,
        <>
          {fill(r.occupationType)}从业时间{fill(r.occupationYears, '年')}）
        </>,
      ),
      ...HAZARDS.map(([name, label]) =>
        coded(
          r,
          `毒物种类${GAP}${label}`,
          '',
          `${name}Protection`,
          1,
          <>
            {fill(r[name])}
            {GAP}防护措施{fill(r[`${name}Measure`])}
          </>,
        ),
      ),
    ],
  },
];

const pageTwo = (r: PrintRecord): Block[] => [
  {
    group: '脏器功能',
    items: [
      coded(r, '口唇', '', 'lips'),
      coded(
        r,
        '齿列',
        '',
        'dentition',
        3,
        <div>
          缺齿{fill(r.missingTeeth)}
          {GAP}龋齿{fill(r.decayedTeeth)}
          {GAP}义齿(假牙){fill(r.dentures)}
        </div>,
      ),
      coded(r, '咽部', '', 'pharynx'),
      text(
        '视力',
        <>
          左眼{fill(r.visionLeft)}
          {GAP}右眼{fill(r.visionRight)}（矫正视力：左眼{fill(r.correctedVisionLeft)}
          {GAP}右眼{fill(r.correctedVisionRight)}）
        </>,
      ),
      coded(r, '听力', '', 'hearing'),
      coded(r, '运动功能', '', 'motorFunction'),
    ],
  },
  {
    group: '查体',
    items: [
      described(r, '眼底*', 'fundus'),
      described(r, '皮肤', 'skin'),
      described(r, '巩膜', 'sclera'),
      described(r, '淋巴结', 'lymphNodes'),
      coded(r, '肺　桶状胸', '', 'barrelChest'),
      described(r, '呼吸音', 'breathSound'),
      described(r, '罗音', 'rales'),
      text(
        '心脏',
        <>
          心率{fill(r.heartRate, '次/分钟')}
          {GAP}心律：{optionsText(fieldOf('heartRhythm'))}
          <CodeBoxes codes={boxCodes(fieldOf('heartRhythm'), r.heartRhythm)} count={1} />
        </>,
      ),
      described(r, '心脏杂音', 'heartMurmur'),
      ...ABDOMEN_ITEMS.map(([name, label], index) =>
        described(r, index === 0 ? `腹部${GAP}${label}` : label, name),
      ),
      coded(r, '下肢水肿', '', 'lowerLimbEdema'),
      coded(r, '足背动脉搏动*', '', 'dorsalisPedis'),
      described(r, '肛门指诊*', 'anusExam'),
      coded(
        r,
        '乳腺*',
        '',
        'breast',
        4,
        <>
          {GAP}其他{fill(r.breastDesc)}
        </>,
      ),
      ...GYNAECOLOGY_ITEMS.map(([name, label], index) =>
        described(r, index === 0 ? `妇科*${GAP}${label}` : label, name),
      ),
      text('其他*', fill(r.examOther)),
    ],
  },
];

const pageThree = (r: PrintRecord): Block[] => [
  {
    group: '辅助检查',
    items: [
      text(
        '空腹血糖*',
        <>
          {fill(r.fastingBloodGlucose, 'mmol/L')}
          {GAP}或{fill(r.fastingBloodGlucoseMg, 'mg/dL')}
        </>,
      ),
      text(
        '血常规*',
        <>
          血红蛋白{fill(r.hemoglobin, 'g/L')}
          {GAP}白细胞{fill(r.whiteBloodCells, '×10⁹/L')}
          {GAP}血小板
          {fill(r.platelets, '×10⁹/L')}
          {GAP}其他{fill(r.bloodRoutineOther)}
        </>,
      ),
      text(
        '尿常规*',
        <>
          尿蛋白{fill(r.urineProtein)}
          {GAP}尿糖{fill(r.urineGlucose)}
          {GAP}尿酮体{fill(r.urineKetone)}
          {GAP}尿潜血{fill(r.urineOccultBlood)}
          {GAP}其他{fill(r.urineOther)}
        </>,
      ),
      text('尿微量白蛋白*', fill(r.urineMicroalbumin, 'mg/dL')),
      coded(r, '大便潜血*', '', 'fecalOccultBlood'),
      text('糖化血红蛋白*', fill(r.hba1c, '%')),
      coded(r, '乙型肝炎表面抗原*', '', 'hbsag'),
      text(
        '肝功能*',
        <>
          血清谷丙转氨酶{fill(r.alt, 'U/L')}
          {GAP}血清谷草转氨酶{fill(r.ast, 'U/L')}
          {GAP}白蛋白{fill(r.albumin, 'g/L')}
          {GAP}总胆红素{fill(r.totalBilirubin, 'μmol/L')}
          {GAP}结合胆红素{fill(r.directBilirubin, 'μmol/L')}
        </>,
      ),
      text(
        '肾功能*',
        <>
          血清肌酐{fill(r.serumCreatinine, 'μmol/L')}
          {GAP}血尿素{fill(r.bloodUrea, 'mmol/L')}
          {GAP}血钾浓度
          {fill(r.bloodPotassium, 'mmol/L')}
          {GAP}血钠浓度{fill(r.bloodSodium, 'mmol/L')}
        </>,
      ),
      text(
        '血脂*',
        <>
          总胆固醇{fill(r.totalCholesterol, 'mmol/L')}
          {GAP}甘油三酯{fill(r.triglyceride, 'mmol/L')}
          {GAP}血清低密度脂蛋白胆固醇{fill(r.ldlCholesterol, 'mmol/L')}
          {GAP}血清高密度脂蛋白胆固醇
          {fill(r.hdlCholesterol, 'mmol/L')}
        </>,
      ),
      described(r, '心电图*', 'ecg'),
      described(r, '胸部X线片*', 'chestXray'),
      described(r, 'B超*　腹部B超', 'abdominalUltrasound'),
      described(r, '其他B超', 'otherUltrasound'),
      described(r, '宫颈涂片*', 'cervicalSmear'),
      text('其他*', fill(r.auxiliaryOther)),
    ],
  },
  {
    group: '现存主要健康问题',
    items: [
      described(r, '脑血管疾病', 'cerebrovascularDisease', 5),
      described(r, '肾脏疾病', 'kidneyDisease', 5),
      described(r, '心脏疾病', 'heartDisease', 5),
      described(r, '血管疾病', 'vascularDisease', 3),
      described(r, '眼部疾病', 'eyeDisease', 3),
      described(r, '神经系统疾病', 'nervousDisease'),
      described(r, '其他系统疾病', 'otherSystemDisease'),
    ],
  },
];

/** A table of the paper (住院史, 用药, 接种史): the record's rows, the rest left for the pen. */
function RowsTable({
  title,
  name,
  rows,
  record,
}: {
  title: string;
  name: string;
  rows: number;
  record: PrintRecord;
}) {
  const field = fieldOf(name);
  const columns: readonly TableColumn[] = field?.columns ?? [];
  const stored = tableRowsOf(record[name]);
  return (
    <table className="paper-table health-check-grid">
      <thead>
        <tr>
          <th className="paper-section-title" colSpan={columns.length}>
            {title}
          </th>
        </tr>
        <tr>
          <LabelCells
            labels={columns.map((column) =>
              column.kind === 'select' && column.options
                ? `${column.label} ${column.options.map((option) => `${option.value}${option.label ?? ''}`).join(' ')}`
                : column.label,
            )}
          />
        </tr>
      </thead>
      <tbody>
        {Array.from({ length: Math.max(rows, stored.length) }, (_, index) => (
          <tr key={index}>
            {columns.map((column) => (
              <td key={column.name} className="paper-cell health-check-blank">
                {stored[index] ? tableCellText(column, stored[index]) : ''}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

const abnormalLines = (value: unknown): string[] => {
  const lines = scalarText(value)
    .split(/[\n；;]/)
    .map((line) => line.trim())
    .filter(Boolean);
  return [0, 1, 2, 3].map((index) => lines[index] ?? '');
};

const evaluation = (r: PrintRecord): Block[] => [
  {
    group: '健康评价',
    items: [
      coded(
        r,
        '健康评价',
        '',
        'healthEvaluation',
        1,
        <div className="health-check-abnormal">
          {abnormalLines(r.abnormalities).map((line, index) => (
            <div key={index}>
              异常{index + 1}
              <span className="paper-fill paper-fill-wide">{line}</span>
            </div>
          ))}
        </div>,
      ),
    ],
  },
  {
    group: '健康指导',
    items: [
      coded(r, '健康指导', '', 'healthGuidance', 3),
      coded(
        r,
        '危险因素控制',
        '',
        'riskFactorControl',
        5,
        <div>
          减体重（目标{fill(r.weightTarget, 'kg')}）{GAP}建议接种疫苗{fill(r.vaccineAdvice)}
          {GAP}其他{fill(r.riskFactorOther)}
        </div>,
      ),
    ],
  },
];

/** The bordered table of some blocks, their group labels written down the side. */
function Blocks({ blocks }: { blocks: Block[] }) {
  return (
    <table className="paper-table health-check-table">
      <ColumnWidths widths={['6%', '18%', '56%', '20%']} />
      <tbody>
        {blocks.map((block) => (
          <Fragment key={block.group}>
            {block.items.map((item, index) => {
              // A long row of boxes (症状's ten) goes under the options, across the box column.
              const wide = (item.boxes ?? 0) > 5;
              return (
                <tr key={`${block.group}-${item.label}`}>
                  {index === 0 && (
                    <th className="paper-group" rowSpan={block.items.length}>
                      {block.group}
                    </th>
                  )}
                  <th className="paper-label">{item.label}</th>
                  <td className="paper-cell" colSpan={item.boxes && !wide ? 1 : 2}>
                    {item.content}
                    {wide && (
                      <div className="health-check-boxes">
                        <CodeBoxes codes={item.codes ?? []} count={item.boxes} />
                      </div>
                    )}
                  </td>
                  {item.boxes && !wide ? (
                    <td className="paper-cell paper-box-cell">
                      <CodeBoxes codes={item.codes ?? []} count={item.boxes} />
                    </td>
                  ) : null}
                </tr>
              );
            })}
          </Fragment>
        ))}
      </tbody>
    </table>
  );
}

export function HealthCheckLayout({ title, person, record }: RecordPaperProps) {
  const owner = person ?? record;
  const pages: ReactNode[] = [
    <Blocks key="1" blocks={pageOne(record)} />,
    <Blocks key="2" blocks={pageTwo(record)} />,
    <Blocks key="3" blocks={pageThree(record)} />,
    <Fragment key="4">
      <RowsTable
        title={`住院治疗情况${GAP}住院史`}
        name="hospitalizations"
        rows={2}
        record={record}
      />
      <RowsTable
        title={`住院治疗情况${GAP}家庭病床史`}
        name="familyBeds"
        rows={2}
        record={record}
      />
      <RowsTable title="主要用药情况" name="mainMedications" rows={6} record={record} />
      <RowsTable title="非免疫规划预防接种史" name="vaccinations" rows={3} record={record} />
      <Blocks blocks={evaluation(record)} />
    </Fragment>,
  ];
  return (
    <>
      {pages.map((page, index) => (
        <section key={index} className="print-sheet paper-health-check">
          {index === 0 ? (
            <>
              <PaperHeader title={title} person={owner} />
              <div className="paper-header-line health-check-head">
                <span>
                  体检日期：<span className="paper-fill">{paperDate(record.checkDate)}</span>
                </span>
                <span>
                  责任医生：
                  <span className="paper-fill">{scalarText(record.responsibleDoctor)}</span>
                </span>
              </div>
            </>
          ) : (
            <div className="health-check-continued">
              {title}（第{index + 1}页）{GAP}姓名：{scalarText(owner.name)}
            </div>
          )}
          {page}
        </section>
      ))}
    </>
  );
}
