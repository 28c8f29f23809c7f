import {
  type ServiceDuePrintItem,
  type ServiceDuePrintReply,
  type ServiceDuePrintVillage,
} from '@/services/contract/serviceDuePaths';

import { ColumnWidths } from '../components/ColumnWidths';
import { paperDate } from '../model/paperText';

/**
 * The columns a village doctor takes on a round, as shares of the sheet's width between the A4
 * margins; 备注 is left blank for handwriting.
 */
const COLUMNS: readonly [string, string, (item: ServiceDuePrintItem, index: number) => string][] = [
  ['序号', '5%', (_item, index) => String(index + 1)],
  ['姓名', '8%', (item) => item.name],
  ['性别', '4.5%', (item) => item.sexLabel],
  ['年龄', '5%', (item) => (item.age === null ? '' : `${item.age}岁`)],
  ['电话', '12%', (item) => item.phone],
  ['住址/村', '16%', (item) => item.address || item.hospitalName],
  ['待办服务', '13%', (item) => item.service],
  ['应服务日期', '9.5%', (item) => item.dueDate],
  ['逾期天数', '7%', (item) => (item.daysOverdue > 0 ? String(item.daysOverdue) : '')],
  ['上次服务', '9.5%', (item) => item.lastServiceDate],
  ['备注', '10.5%', () => ''],
];

/** How many residents a section lists (one may be due for several services). */
const residentsOf = (village: ServiceDuePrintVillage): number =>
  new Set(village.items.map((item) => item.personNum)).size;

function VillageSheet({
  data,
  village,
}: {
  data: ServiceDuePrintReply;
  village: ServiceDuePrintVillage;
}) {
  return (
    <section className="print-sheet paper-due-list" aria-label={village.hospitalName}>
      <header className="paper-header">
        <h1 className="paper-title">{data.title}</h1>
        <div className="paper-header-line">
          <span>村（机构）：{village.hospitalName}</span>
          <span>所属机构：{village.institution}</span>
        </div>
        <div className="paper-header-line">
          <span>服务项目：{data.programmeLabel}</span>
          <span>状态：{data.stateLabel}</span>
          <span>责任医生：{data.doctor || '全部'}</span>
          <span>打印日期：{paperDate(data.printDate)}</span>
        </div>
      </header>
      <table className="paper-table due-list-table">
        <ColumnWidths widths={COLUMNS.map(([, width]) => width)} />
        <thead>
          <tr>
            {COLUMNS.map(([label]) => (
              <th key={label} className="paper-label">
                {label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {village.items.map((item, index) => (
            <tr key={`${item.programme}|${item.serviceKey}|${item.personNum}`}>
              {COLUMNS.map(([label, , cell]) => (
                <td key={label}>{cell(item, index)}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      <p className="due-list-count">
        本村合计：待办服务 {village.items.length} 项，涉及居民 {residentsOf(village)} 人
      </p>
      <div className="paper-signatures">
        <span>
          随访医生（签字）：
          <span className="paper-sign-line" />
        </span>
        <span>
          完成日期：
          <span className="paper-sign-line" />
        </span>
      </div>
    </section>
  );
}

/**
 * 工作提醒/待办 on paper, per village (the route's reply, in the tree's order): each village on
 * pages of its own, headed by the village, its institution, the list's filter and the print
 * date; the table's head repeats on every page a long village runs to.
 */
export function DueListLayout({ data }: { data: ServiceDuePrintReply }) {
  return (
    <>
      {data.villages.map((village) => (
        <VillageSheet key={village.hospitalId} data={data} village={village} />
      ))}
    </>
  );
}
