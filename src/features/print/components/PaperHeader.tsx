import { archiveSerial, type PrintRecord, scalarText } from '../model/paperText';

interface PaperHeaderProps {
  title: string;
  person: PrintRecord | null;
  /** The record's own name when there is no resident (a health-education activity). */
  fallbackName?: string;
}

/** Digits in boxes, as the paper's 编号 □□□-□□□□□ is written. */
export function DigitBoxes({ text }: { text: string }) {
  return (
    <span className="paper-digits" aria-label={text}>
      {[...text].map((char, index) =>
        char === '-' ? (
          <span key={index} className="paper-digits-dash">
            -
          </span>
        ) : (
          <span key={index} className="paper-digit">
            {char}
          </span>
        ),
      )}
    </span>
  );
}

/** The form's title and the header every national form carries: 姓名 and 编号. */
export function PaperHeader({ title, person, fallbackName }: PaperHeaderProps) {
  const serial = archiveSerial(person?.fileNum);
  const personName = scalarText(person?.name);
  const name = personName || fallbackName || '';
  return (
    <header className="paper-header">
      <h1 className="paper-title">{title}</h1>
      {(name || serial) && (
        <div className="paper-header-line">
          <span>
            {personName ? '姓名' : '主题'}：<span className="paper-fill">{name}</span>
          </span>
          {serial && (
            <span>
              编号 <DigitBoxes text={serial} />
            </span>
          )}
        </div>
      )}
    </header>
  );
}
