import { getFamily } from '@/services/contract';

import { ColumnWidths } from '../components/ColumnWidths';
import { Fill } from '../components/Fill';
import { amountInWords } from '../model/amountInWords';
import { paperDate, paperText, type PrintRecord, scalarText } from '../model/paperText';

const fieldOf = (name: string) =>
  getFamily('signRegistes').fields?.find((field) => field.name === name);

const money = (value: unknown): number => (typeof value === 'number' ? value : 0);
const yuan = (value: number) => `${value.toFixed(2)}元`;

/**
 * 签约服务收费凭证: the receipt of an agreement's self-paid part (收费 writes 收费凭证号, date and
 * amount). The package's fee split into what public funds pay and what the resident pays, the sum
 * in figures and in capitals, how it was paid, and who took it. An agreement not yet charged
 * prints as such, never as a receipt.
 */
export function InvoiceLayout({
  title,
  person,
  record,
}: {
  title: string;
  person: PrintRecord | null;
  record: PrintRecord;
}) {
  const labels = (record.lookupLabels ?? {}) as Record<string, string>;
  const charged = record.chargeStatus === '1';
  const selfPay = money(record.selfPayFee);
  const fundPaid = Math.max(money(record.signFee) - selfPay, 0);
  const amount = charged ? money(record.chargeAmount) : 0;
  const period = `${paperDate(record.startDate)} 至 ${paperDate(record.endDate)}`;
  return (
    <section className="print-sheet paper-invoice">
      <h1 className="paper-title">{title}</h1>
      <div className="invoice-line">
        <span>
          凭证号：<Fill width="wide">{scalarText(record.receiptNo)}</Fill>
        </span>
        <span>
          收费日期：<Fill>{paperDate(record.chargeDate)}</Fill>
        </span>
      </div>
      {!charged && (
        <p className="invoice-unpaid" role="note">
          该签约尚未收费，本凭证无效
        </p>
      )}
      <table className="paper-table invoice-table">
        <ColumnWidths widths={['18%', '32%', '18%', '32%']} />
        <tbody>
          <tr>
            <th className="paper-label">姓名</th>
            <td className="paper-cell">{scalarText(person?.name ?? record.name)}</td>
            <th className="paper-label">个人编号</th>
            <td className="paper-cell">{scalarText(record.personNum)}</td>
          </tr>
          <tr>
            <th className="paper-label">签约服务包</th>
            <td className="paper-cell">{labels.packageId ?? ''}</td>
            <th className="paper-label">签约团队</th>
            <td className="paper-cell">{labels.teamId ?? ''}</td>
          </tr>
          <tr>
            <th className="paper-label">签约医生</th>
            <td className="paper-cell">{scalarText(record.doctorName)}</td>
            <th className="paper-label">服务期限</th>
            <td className="paper-cell">{period}</td>
          </tr>
        </tbody>
      </table>
      <table className="paper-table invoice-table">
        <ColumnWidths widths={['50%', '25%', '25%']} />
        <thead>
          <tr>
            <th className="paper-label">收费项目</th>
            <th className="paper-label">应收金额</th>
            <th className="paper-label">本次实收</th>
          </tr>
        </thead>
        <tbody>
          <tr>
            <td className="paper-cell">基础服务费（基本公共卫生服务经费及医保基金支付）</td>
            <td className="paper-cell invoice-amount">{yuan(fundPaid)}</td>
            <td className="paper-cell invoice-amount">{yuan(0)}</td>
          </tr>
          <tr>
            <td className="paper-cell">个人自付</td>
            <td className="paper-cell invoice-amount">{yuan(selfPay)}</td>
            <td className="paper-cell invoice-amount">{yuan(amount)}</td>
          </tr>
          <tr>
            <th className="paper-label">合计（大写）</th>
            <td className="paper-cell" colSpan={2}>
              人民币{amountInWords(amount)}（¥{amount.toFixed(2)}）
            </td>
          </tr>
          <tr>
            <th className="paper-label">支付方式</th>
            <td className="paper-cell" colSpan={2}>
              {paperText(fieldOf('payMethod'), record.payMethod)}
            </td>
          </tr>
        </tbody>
      </table>
      <div className="paper-signatures">
        <span>
          收费人：<Fill>{scalarText(record.chargeStatusBy)}</Fill>
        </span>
        <span>
          收费单位（盖章）：<Fill width="wide">{scalarText(record.hospitalName)}</Fill>
        </span>
      </div>
    </section>
  );
}
