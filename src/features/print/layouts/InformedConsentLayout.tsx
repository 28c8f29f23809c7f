import { maskIdCard } from '@/domain/identity';

import { Fill } from '../components/Fill';
import { consentFormOf } from '../model/consentForms';
import { paperDate, type PrintRecord, scalarText } from '../model/paperText';

const SEX: Readonly<Record<string, string>> = { '1': '男', '2': '女' };

/**
 * 知情同意书 by the route's type (家庭医生签约 / 健康体检 / 严重精神障碍患者管理): the resident's
 * name, sex and ID number (masked as spec 5 masks it: first 4 and last 2, so a copy left on a
 * desk does not give the number away), what the service is, the statement, and the signatures
 * of the resident (or guardian) and the doctor, each with its date.
 */
export function InformedConsentLayout({
  type,
  person,
  record,
}: {
  type: string | undefined;
  person: PrintRecord | null;
  record: PrintRecord;
}) {
  const form = consentFormOf(type);
  const who = person ?? record;
  const signedOn = paperDate(record.signDate ?? record.checkDate ?? record.fillDate);
  const doctor = scalarText(record.doctorName ?? record.doctorSignature);
  const blankDay = '　　年　　月　　日';
  return (
    <section className="print-sheet paper-consent">
      <header className="paper-header">
        <h1 className="paper-title">{form.title}</h1>
      </header>
      <p className="consent-person">
        姓名<Fill>{scalarText(who.name)}</Fill>性别<Fill>{SEX[scalarText(who.sex)] ?? ''}</Fill>
        身份证号<Fill width="wide">{maskIdCard(scalarText(who.IDCardNo))}</Fill>
      </p>
      <p className="consent-person">
        现住址<Fill width="wide">{scalarText(who.address)}</Fill>
      </p>
      {form.paragraphs.map((paragraph) => (
        <p key={paragraph} className="paper-paragraph">
          {paragraph}
        </p>
      ))}
      <p className="paper-paragraph consent-statement">{form.statement}</p>
      <div className="paper-signatures consent-signatures">
        <span>
          居民（监护人）签字：
          <span className="paper-sign-line" />
        </span>
        <span>日期：{blankDay}</span>
      </div>
      <div className="paper-signatures consent-signatures">
        <span>
          医生签字：<Fill>{doctor}</Fill>
        </span>
        <span>日期：{signedOn || blankDay}</span>
      </div>
      <p className="paper-note">机构：{scalarText(record.hospitalName)}</p>
    </section>
  );
}
