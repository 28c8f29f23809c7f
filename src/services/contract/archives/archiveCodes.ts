/**
 * The button codes (FunDetailID) of the archive pages, shared by the client that shows the
 * controls and the server that checks them, so the two cannot drift apart.
 */

/** Shows a resident's ID number, phone and name in full on the archive view (spec 5). */
export const PERSON_VIEW_FULL_CODE = 'persons:viewFull';

/**
 * 档案合并 (persons/fileMerge) writes the merged archives off, so it needs the write-off button,
 * not a lesser one. The regional administrator (IsAdmin) holds every button.
 */
export const PERSON_MERGE_CODE = 'persons:writeOff';

/**
 * 不规范档案 (档案质控): its menu component, and its export's button: the residents' export
 * (persons:excel), since the workbook holds the same archives with their identifiers.
 */
export const NON_STANDARD_PAGE_COMPONENT = 'nonStandardArchives';
export const NON_STANDARD_EXPORT_CODE = 'persons:excel';
