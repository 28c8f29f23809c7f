import { type PairArchive } from '../archivesApi';
import { SEX_TEXT, textOf } from './duplicateText';

/** One archive of a pair or a merge in its cell: name, number, ID number, institution, doctor. */
export function ArchiveCell({ archive }: { archive: PairArchive }) {
  return (
    <div className="gw-duplicate-archive">
      <div>
        <strong>{textOf(archive.name)}</strong>
        <span className="gw-duplicate-muted">
          {SEX_TEXT[textOf(archive.sex)] ?? ''} {textOf(archive.birthDate)}
        </span>
      </div>
      <div className="gw-duplicate-muted">个人编号 {textOf(archive.personNum)}</div>
      <div className="gw-duplicate-muted">身份证号 {textOf(archive.IDCardNo) || '未填写'}</div>
      <div className="gw-duplicate-muted">
        {textOf(archive.hospitalName)}
        {textOf(archive.responsibleDoctor)
          ? ` · 责任医生 ${textOf(archive.responsibleDoctor)}`
          : ''}
      </div>
    </div>
  );
}
