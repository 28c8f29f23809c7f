import { ColumnWidths } from '../components/ColumnWidths';
import { Fill } from '../components/Fill';
import { PaperHeader } from '../components/PaperHeader';
import { paperDate, type PrintRecord, scalarText } from '../model/paperText';
import { printedAge, type ReferralSlip } from '../model/referralSlip';

const SEX: Readonly<Record<string, string>> = { '1': '男', '2': '女' };

/** 年 月 日 with the date written in, or blanks to fill by hand. */
const dayText = (day: string) => paperDate(day) || '　　年　　月　　日';

/**
 * 双向转诊单 (national-forms §4 转诊, 基本公共卫生服务规范 附件 双向转诊单): the 存根 the referring
 * unit keeps, a cut line, then the slip that travels with the patient: to the receiving unit,
 * 初步印象, 主要现病史（转出原因）, 主要既往史, 治疗经过, the doctor's signature and the unit.
 */
export function ReferralSlipLayout({
  title,
  person,
  slip,
}: {
  title: string;
  person: PrintRecord | null;
  slip: ReferralSlip;
}) {
  const name = scalarText(person?.name);
  const sex = SEX[scalarText(person?.sex)] ?? '';
  const age = printedAge(person?.birthDate, slip.date);
  const heading = `双向转诊（${slip.direction}）单`;
  return (
    <section className="print-sheet paper-referral">
      <PaperHeader title={title} person={person} />
      <div className="referral-stub" data-testid="referral-stub">
        <h2 className="referral-heading">
          {heading}
          <span className="referral-stub-mark">{'存\u3000根'}</span>
        </h2>
        <p>
          患者姓名<Fill>{name}</Fill>性别<Fill width="tiny">{sex}</Fill>年龄
          <Fill width="tiny">{age}</Fill>
          档案编号
          <Fill width="wide">{scalarText(person?.fileNum)}</Fill>
        </p>
        <p>
          家庭住址<Fill width="wide">{scalarText(person?.address)}</Fill>联系电话
          <Fill>{scalarText(person?.phone)}</Fill>
        </p>
        <p>
          于<Fill>{dayText(slip.date)}</Fill>因病情需要，
          {slip.direction === '回转' ? '转回' : '转入'}
          <Fill width="wide">{slip.toUnit}</Fill>单位<Fill>{slip.toDepartment}</Fill>科室
          <Fill />
          接诊医生。
        </p>
        <p className="referral-sign">
          转诊医生（签字）：<Fill>{slip.doctor}</Fill>
          <span>{dayText(slip.date)}</span>
        </p>
      </div>
      <div className="referral-cut" aria-hidden>
        沿此线剪开
      </div>
      <div className="referral-slip" data-testid="referral-slip">
        <h2 className="referral-heading">{heading}</h2>
        <p>
          <Fill width="wide">
            {slip.toUnit}
            {slip.toDepartment}
          </Fill>
          （机构名称）：
        </p>
        <p className="referral-indent">
          现有患者<Fill>{name}</Fill>性别<Fill width="tiny">{sex}</Fill>年龄
          <Fill width="tiny">{age}</Fill>
          因病情需要，需{slip.direction === '回转' ? '转回' : '转入'}贵单位，请予以接诊。
        </p>
        <table className="paper-table referral-table">
          <ColumnWidths widths={['24%', '76%']} />
          <tbody>
            {(
              [
                ['初步印象', slip.impression],
                [
                  slip.direction === '回转' ? '主要检查结果' : '主要现病史（转出原因）',
                  slip.reason,
                ],
                ['主要既往史', slip.history],
                ['治疗经过', slip.treatment],
              ] as const
            ).map(([label, text]) => (
              <tr key={label}>
                <th className="paper-label">{label}</th>
                <td className="paper-cell referral-text">{text}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <div className="paper-signatures">
          <span>
            转诊医生（签字）：<Fill>{slip.doctor}</Fill>
          </span>
          <span>
            联系电话：<Fill>{slip.contact}</Fill>
          </span>
        </div>
        <div className="paper-signatures">
          <span>
            转出单位：<Fill width="wide">{slip.fromUnit}</Fill>（盖章）
          </span>
          <span>{dayText(slip.date)}</span>
        </div>
      </div>
    </section>
  );
}
