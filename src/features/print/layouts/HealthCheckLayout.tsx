import { Fragment, type ReactNode } from 'react';

import { type FieldSpec, getFamily } from '@/services/contract';

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

const bloodPressure = (record: PrintRecord) => (
  <>
    左侧{fill(record.leftSbp)}/{fill(record.leftDbp, 'mmHg')}
    {GAP}右侧{fill(record.rightSbp)}/{fill(record.rightDbp, 'mmHg')}
  </>
);

const ABNORMAL = '1未见异常 2异常';
const NONE_HAS = '1无 2有';

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
        '1粗筛阴性 2粗筛阳性，简易智力状态检查，总分',
        undefined,
        1,
        fill(''),
      ),
      coded(
        r,
        '老年人情感状态*',
        '1粗筛阴性 2粗筛阳性，老年人抑郁评分检查，总分',
        undefined,
        1,
        fill(''),
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
          {fill('', '分钟')}
          {GAP}坚持锻炼时间{fill('', '年')}
          {GAP}锻炼方式{fill('')}
        </>,
      ),
      coded(r, '饮食习惯', '', 'dietHabits', 3),
      coded(r, '吸烟情况　吸烟状况', '', 'smokingStatus'),
      text(
        '日吸烟量',
        <>
          平均{fill('', '支')}
          {GAP}开始吸烟年龄{fill('', '岁')}
          {GAP}戒烟年龄{fill('', '岁')}
        </>,
      ),
      coded(r, '饮酒情况　饮酒频率', '', 'drinkingFrequency'),
      text(
        '日饮酒量',
        <>
          平均{fill('', '两')}
          {GAP}开始饮酒年龄{fill('', '岁')}
        </>,
      ),
      coded(r, '是否戒酒', '1未戒酒 2已戒酒，戒酒年龄', undefined, 1, fill('', '岁')),
      coded(r, '近一年内是否曾醉酒', '1是 2否'),
      coded(r, '饮酒种类', '1白酒 2啤酒 3红酒 4黄酒 5其他', undefined, 4),
      coded(
        r,
        '职业病危害因素接触史',
        '1无 2有（工种',
        undefined,
        1,
        <>
          {fill('')}从业时间{fill('', '年')}
          ）毒物种类：粉尘、放射物质、物理因素、化学物质、其他，防护措施 1无 2有
        </>,
      ),
    ],
  },
];

const pageTwo = (r: PrintRecord): Block[] => [
  {
    group: '脏器功能',
    items: [
      coded(r, '口唇', '1红润 2苍白 3发绀 4皲裂 5疱疹'),
      coded(r, '齿列', '1正常 2缺齿 3龋齿 4义齿(假牙)', undefined, 3),
      coded(r, '咽部', '1无充血 2充血 3淋巴滤泡增生'),
      text(
        '视力',
        <>
          左眼{fill('')}
          {GAP}右眼{fill('')}（矫正视力：左眼{fill('')}
          {GAP}右眼{fill('')}）
        </>,
      ),
      coded(r, '听力', '1听见 2听不清或无法听见'),
      coded(r, '运动功能', '1可顺利完成 2无法独立完成任何一个动作'),
    ],
  },
  {
    group: '查体',
    items: [
      coded(r, '眼底*', '1正常 2异常'),
      coded(r, '皮肤', '1正常 2潮红 3苍白 4发绀 5黄染 6色素沉着 7其他'),
      coded(r, '巩膜', '1正常 2黄染 3充血 4其他'),
      coded(r, '淋巴结', '1未触及 2锁骨上 3腋窝 4其他'),
      coded(r, '肺　桶状胸', '1否 2是'),
      coded(r, '呼吸音', '1正常 2异常'),
      coded(r, '罗音', '1无 2干罗音 3湿罗音 4其他'),
      text(
        '心脏',
        <>
          心率{fill('', '次/分钟')}
          {GAP}心律：1齐 2不齐 3绝对不齐{GAP}杂音：{NONE_HAS}
        </>,
      ),
      ...['压痛', '包块', '肝大', '脾大', '移动性浊音'].map((label, index) =>
        coded(r, index === 0 ? `腹部${GAP}${label}` : label, NONE_HAS),
      ),
      coded(r, '下肢水肿', '1无 2单侧 3双侧不对称 4双侧对称'),
      coded(r, '足背动脉搏动*', '1未触及 2触及双侧对称 3触及左侧弱或消失 4触及右侧弱或消失'),
      coded(r, '肛门指诊*', '1未及异常 2触痛 3包块 4前列腺异常 5其他'),
      coded(r, '乳腺*', '1未见异常 2乳房切除 3异常泌乳 4乳腺包块 5其他', undefined, 4),
      ...['外阴', '阴道', '宫颈', '宫体', '附件'].map((label, index) =>
        coded(r, index === 0 ? `妇科*${GAP}${label}` : label, ABNORMAL),
      ),
      text('其他*', fill('')),
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
          {GAP}或{fill('', 'mg/dL')}
        </>,
      ),
      text(
        '血常规*',
        <>
          血红蛋白{fill(r.hemoglobin, 'g/L')}
          {GAP}白细胞{fill('', '×10⁹/L')}
          {GAP}血小板
          {fill('', '×10⁹/L')}
          {GAP}其他{fill('')}
        </>,
      ),
      text(
        '尿常规*',
        <>
          尿蛋白{fill('')}
          {GAP}尿糖{fill('')}
          {GAP}尿酮体{fill('')}
          {GAP}尿潜血{fill('')}
          {GAP}其他{fill('')}
        </>,
      ),
      text('尿微量白蛋白*', fill('', 'mg/dL')),
      coded(r, '大便潜血*', '1阴性 2阳性'),
      text('糖化血红蛋白*', fill('', '%')),
      coded(r, '乙型肝炎表面抗原*', '1阴性 2阳性'),
      text(
        '肝功能*',
        <>
          血清谷丙转氨酶{fill('', 'U/L')}
          {GAP}血清谷草转氨酶{fill('', 'U/L')}
          {GAP}白蛋白{fill('', 'g/L')}
          {GAP}总胆红素{fill('', 'μmol/L')}
          {GAP}结合胆红素{fill('', 'μmol/L')}
        </>,
      ),
      text(
        '肾功能*',
        <>
          血清肌酐{fill(r.serumCreatinine, 'μmol/L')}
          {GAP}血尿素{fill('', 'mmol/L')}
          {GAP}血钾浓度
          {fill('', 'mmol/L')}
          {GAP}血钠浓度{fill('', 'mmol/L')}
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
      coded(r, '心电图*', '', 'ecg'),
      coded(r, '胸部X线片*', '1正常 2异常'),
      coded(r, 'B超*　腹部B超', '', 'abdominalUltrasound'),
      coded(r, '其他', '1正常 2异常'),
      coded(r, '宫颈涂片*', '1正常 2异常'),
      text('其他*', fill('')),
    ],
  },
  {
    group: '现存主要健康问题',
    items: [
      coded(
        r,
        '脑血管疾病',
        '1未发现 2缺血性卒中 3脑出血 4蛛网膜下腔出血 5短暂性脑缺血发作 6其他',
        undefined,
        5,
      ),
      coded(
        r,
        '肾脏疾病',
        '1未发现 2糖尿病肾病 3肾功能衰竭 4急性肾炎 5慢性肾炎 6其他',
        undefined,
        5,
      ),
      coded(
        r,
        '心脏疾病',
        '1未发现 2心肌梗死 3心绞痛 4冠状动脉血运重建 5充血性心力衰竭 6心前区疼痛 7其他',
        undefined,
        5,
      ),
      coded(r, '血管疾病', '1未发现 2夹层动脉瘤 3动脉闭塞性疾病 4其他', undefined, 3),
      coded(r, '眼部疾病', '1未发现 2视网膜出血或渗出 3视乳头水肿 4白内障 5其他', undefined, 3),
      coded(r, '神经系统疾病', '1未发现 2有'),
      coded(r, '其他系统疾病', '1未发现 2有'),
    ],
  },
];

/** A blank table of the paper (住院史, 用药, 接种史), its rows left for the pen. */
function BlankTable({ title, columns, rows }: { title: string; columns: string[]; rows: number }) {
  return (
    <table className="paper-table health-check-grid">
      <thead>
        <tr>
          <th className="paper-section-title" colSpan={columns.length}>
            {title}
          </th>
        </tr>
        <tr>
          <LabelCells labels={columns} />
        </tr>
      </thead>
      <tbody>
        {Array.from({ length: rows }, (_, row) => (
          <tr key={row}>
            {columns.map((column) => (
              <td key={column} className="paper-cell health-check-blank" />
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
          减体重（目标{fill('', 'kg')}）{GAP}建议接种疫苗{fill('')}
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
      <BlankTable
        title={`住院治疗情况${GAP}住院史`}
        columns={['入/出院日期', '原因', '医疗机构名称', '病案号']}
        rows={2}
      />
      <BlankTable
        title={`住院治疗情况${GAP}家庭病床史`}
        columns={['建/撤床日期', '原因', '医疗机构名称', '病案号']}
        rows={2}
      />
      <BlankTable
        title="主要用药情况"
        columns={['药物名称', '用法', '用量', '用药时间', '服药依从性 1规律 2间断 3不服药']}
        rows={6}
      />
      <BlankTable
        title="非免疫规划预防接种史"
        columns={['名称', '接种日期', '接种机构']}
        rows={3}
      />
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
