import { type ReactNode } from 'react';
import { Link } from 'react-router-dom';

import { isContractPersonCount, isIndicatorCount, type RateFigure } from '@/domain/indicators';

import { reportDetailsPath } from '../indicators/indicatorTree';

/**
 * The count a doctor's denominator is: a counted denominator, or the residents counted where the
 * figure's population is configured (a doctor has none; server/chronic/doctorReport.ts).
 */
export const doctorDenominator = (figure: RateFigure): string | undefined => {
  const spec = figure.definition.denominator;
  return 'count' in spec ? spec.count : spec.fallback;
};

/**
 * A rate figure's numerator (or another of its counts) as a link to the residents behind it (报表明细): an institution's
 * subtree, or with a doctor (a 按医生 row) the institution's own residents under that 责任医生.
 * A count of service items (履约率's 服务项目) lists no residents: it shows as plain text.
 */
export function RateDetailsLink({
  figure,
  hospitalId,
  year,
  doctor,
  column = figure.definition.numerator,
  children,
}: {
  figure: RateFigure;
  column?: string;
  hospitalId: string;
  year: number;
  doctor?: string;
  children: ReactNode;
}) {
  const report = figure.counts === 'contract' ? 'contract' : undefined;
  const residents = report ? isContractPersonCount(column) : isIndicatorCount(column);
  if (!residents) return <span>{children}</span>;
  const path =
    doctor === undefined
      ? reportDetailsPath(hospitalId, column, year, false, report)
      : reportDetailsPath(hospitalId, column, year, true, report, doctor);
  return (
    <Link to={path} title="查看明细">
      {children}
    </Link>
  );
}
