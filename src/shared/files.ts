/** Content types for downloaded files (spec section 5). */

const FLASH = 'application/x-shockwave-flash';

/** Content type by lower-case extension; the list is the platform's, not a general MIME table. */
export const CONTENT_TYPES: Readonly<Record<string, string>> = {
  xls: 'application/vnd.ms-excel',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  pdf: 'application/pdf',
  ppt: 'application/vnd.ms-powerpoint',
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  swf: FLASH,
};

/** The extension after the last dot, lower-cased; '' when the name has none. */
export const fileExtension = (fileName: string): string => {
  const dot = fileName.lastIndexOf('.');
  return dot < 0 ? '' : fileName.slice(dot + 1).toLowerCase();
};

/**
 * The content type for a file name such as '报表.XLSX'. Unknown or missing extensions get the
 * flash type, the default spec section 5 keeps from the legacy client.
 */
export const contentTypeFromFileName = (fileName: string): string => {
  const extension = fileExtension(fileName);
  // hasOwn, so that a name ending in '.constructor' cannot reach Object.prototype.
  return Object.hasOwn(CONTENT_TYPES, extension) ? (CONTENT_TYPES[extension] ?? FLASH) : FLASH;
};
