/**
 * Client routes the server links to (the assistant's answers offer them as buttons). The
 * archive pages are spec 2.2's dialog routes; `archivePath` in src/shared builds the same paths
 * for the client's own lists (test/unit/services/pageLinks.test.ts keeps the two equal).
 */
export const healthProfilePath = (personNum: string, name: string): string =>
  `/dialog/health-profile/${encodeURIComponent(personNum)}/${encodeURIComponent(name || '居民')}`;

/**
 * The drill-down of an indicator's count (spec 2.2); `-td` is one institution's own records, and
 * with a doctor only its residents whose archive names that 责任医生 ('' for none).
 */
export const reportDetailsPath = (
  hospitalId: string,
  column: string,
  year: number,
  own = false,
  report?: 'contract',
  doctor?: string,
): string =>
  `/dialog/report-details${own ? '-td' : ''}/${encodeURIComponent(hospitalId)}/${encodeURIComponent(column)}?year=${year}${report ? `&report=${report}` : ''}${doctor === undefined ? '' : `&doctor=${encodeURIComponent(doctor)}`}`;
