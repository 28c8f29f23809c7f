/**
 * The button codes (FunDetailID) of the archive pages, shared by the client that shows the
 * controls and the server that checks them, so the two cannot drift apart.
 */

/** Shows a resident's ID number, phone and name in full on the archive view (spec 5). */
export const PERSON_VIEW_FULL_CODE = 'persons:viewFull';

/**
 * 重复档案 (档案质控, duplicates): its menu component, and the page's 合并 button. 档案合并
 * (persons/fileMerge) writes the merged archives off, and 非重复 settles a pair for good, so both
 * need this button, which the demo gives the township centres and the region (never the village
 * clinics). The regional administrator (IsAdmin) holds every button.
 */
export const DUPLICATE_PAGE_COMPONENT = 'duplicateArchives';
export const PERSON_MERGE_CODE = `${DUPLICATE_PAGE_COMPONENT}:merge`;
/** The pairs' export: the residents' export button, as for 不规范档案. */
export const DUPLICATE_EXPORT_CODE = 'persons:excel';

/**
 * 不规范档案 (档案质控): its menu component, and its export's button: the residents' export
 * (persons:excel), since the workbook holds the same archives with their identifiers.
 */
export const NON_STANDARD_PAGE_COMPONENT = 'nonStandardArchives';
export const NON_STANDARD_EXPORT_CODE = 'persons:excel';
