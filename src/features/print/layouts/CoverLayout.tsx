import { DigitBoxes } from '../components/PaperHeader';
import { paperDate, type PrintRecord, scalarText } from '../model/paperText';

/** 乡镇(街道) and 村(居)委会 read from the address (桐城市孔城镇桐梓村五组47号). */
export const addressParts = (address: string): { town: string; village: string } => {
  const match = /^(?:.*[市县区])?(.+?(?:镇|乡|街道))(.+?(?:村|社区|居委会))?/.exec(address);
  return { town: match?.[1] ?? '', village: match?.[2] ?? '' };
};

/** The cover's labelled lines, each label over the line the value is written on. */
function CoverLines({ className, lines }: { className: string; lines: [string, string][] }) {
  return (
    <dl className={className}>
      {lines.map(([label, value]) => (
        <div key={label} className="cover-line">
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** 居民健康档案封面 (national-forms.md §1): 17-digit 编号, the resident and the filing unit. */
export function CoverLayout({ person }: { person: PrintRecord }) {
  const address = scalarText(person.address);
  const { town, village } = addressParts(address);
  const lines: [string, string][] = [
    ['姓　　名', scalarText(person.name)],
    ['现 住 址', address],
    // 户籍 may differ from where the resident lives: an empty 户籍地址 stays empty on the paper.
    ['户籍地址', scalarText(person.householdAddress)],
    // The cover's own 联系电话; older archives filed before it existed show 本人电话.
    ['联系电话', scalarText(person.coverPhone ?? person.phone)],
    ['乡镇(街道)名称', town],
    ['村(居)委会名称', village],
  ];
  const filing: [string, string][] = [
    ['建档单位', scalarText(person.hospitalName)],
    ['建 档 人', scalarText(person.builder)],
    ['责任医生', scalarText(person.responsibleDoctor)],
    ['建档日期', paperDate(person.buildDate)],
  ];
  return (
    <section className="print-sheet paper-cover">
      <div className="cover-number">
        编号 <DigitBoxes text={scalarText(person.fileNum)} />
      </div>
      <h1 className="cover-title">居民健康档案</h1>
      <CoverLines className="cover-lines" lines={lines} />
      <CoverLines className="cover-lines cover-filing" lines={filing} />
    </section>
  );
}
