import { getFamily, optionLabel } from '@/services/contract';

import { CodeBoxes } from '../components/CodeBoxes';
import { ColumnWidths } from '../components/ColumnWidths';
import { SignedField } from '../components/SignedField';
import {
  boxCodes,
  optionsText,
  paperDate,
  paperText,
  type PrintRecord,
  scalarText,
} from '../model/paperText';

/** 年 月 日 written in, or blanks to fill by hand. */
const dayText = (value: unknown) => paperDate(value) || '　　年　　月　　日';

/**
 * 健康教育活动记录表 (national-forms.md §15) as the paper is ruled: a bordered table of the
 * activity (time, place, form, theme, organiser, speaker, audience and head count, materials,
 * content, evaluation), 存档材料 as code boxes with the options listed, and the signatures of
 * 填表人 and 负责人 with 填表时间 below. The route's title (宣传栏 / 讲座 / 咨询) heads it.
 */
export function EducationActivityLayout({ title, record }: { title: string; record: PrintRecord }) {
  const fields = new Map((getFamily('healtheducations').fields ?? []).map((f) => [f.name, f]));
  const text = (name: string) => paperText(fields.get(name), record[name]);
  const typeField = fields.get('activityType');
  const archiveField = fields.get('archiveMaterials');
  const kind = typeField ? optionLabel(typeField, scalarText(record.activityType)) : '';
  const time = [dayText(record.activityDate), scalarText(record.activityTime)]
    .filter(Boolean)
    .join(' ');
  return (
    <section className="print-sheet paper-education">
      <header className="paper-header">
        <h1 className="paper-title">健康教育活动记录表</h1>
        <p className="education-subtitle">{title}</p>
      </header>
      <table className="paper-table education-table">
        <ColumnWidths widths={['19%', '31%', '19%', '31%']} />
        <tbody>
          <tr>
            <th className="paper-label">活动时间</th>
            <td className="paper-cell">{time}</td>
            <th className="paper-label">活动地点</th>
            <td className="paper-cell">{text('activityPlace')}</td>
          </tr>
          <tr>
            <th className="paper-label">活动形式</th>
            <td className="paper-cell" colSpan={3}>
              <span className="paper-cell-text">{kind}</span>
              <CodeBoxes codes={boxCodes(typeField, record.activityType)} />
              <div className="paper-options">{optionsText(typeField)}</div>
            </td>
          </tr>
          <tr>
            <th className="paper-label">活动主题</th>
            <td className="paper-cell" colSpan={3}>
              {text('theme')}
            </td>
          </tr>
          <tr>
            <th className="paper-label">组织者</th>
            <td className="paper-cell">{text('organizer')}</td>
            <th className="paper-label">主讲人</th>
            <td className="paper-cell">{text('speaker')}</td>
          </tr>
          <tr>
            <th className="paper-label">接受健康教育人员类别</th>
            <td className="paper-cell">{text('audience')}</td>
            <th className="paper-label">接受健康教育人数</th>
            <td className="paper-cell">{text('participants')}</td>
          </tr>
          <tr>
            <th className="paper-label">健康教育资料发放种类及数量</th>
            <td className="paper-cell" colSpan={3}>
              {text('materials')}
            </td>
          </tr>
          <tr className="education-tall">
            <th className="paper-label">活动内容</th>
            <td className="paper-cell paper-cell-text" colSpan={3}>
              {text('summary')}
            </td>
          </tr>
          <tr className="education-tall">
            <th className="paper-label">活动总结评价</th>
            <td className="paper-cell paper-cell-text" colSpan={3}>
              {text('evaluation')}
            </td>
          </tr>
          <tr>
            <th className="paper-label">存档材料请附后</th>
            <td className="paper-cell" colSpan={3}>
              <CodeBoxes codes={boxCodes(archiveField, record.archiveMaterials)} count={6} />
              <div className="paper-options">{optionsText(archiveField)}</div>
            </td>
          </tr>
        </tbody>
      </table>
      <div className="paper-signatures">
        <SignedField label="填表人（签字）" value={text('doctorSignature')} />
        <SignedField label="负责人（签字）" value={text('principal')} />
        <span>填表时间：{dayText(record.fillDate)}</span>
      </div>
    </section>
  );
}
