import { create as contentDisposition } from 'content-disposition';

import { stripUnsafeText } from '../../src/domain/fields';

const MAX_NAME_LENGTH = 200;

/**
 * A stored file's name as it may be kept and shown: no control, bidi or zero-width characters
 * (a CR/LF once made every download of the file answer 500), no path separators, no leading dots,
 * at most 200 characters. Undefined when nothing is left.
 */
export const sanitizeFileName = (name: string): string | undefined => {
  const clean = stripUnsafeText(name)
    .replace(/[/\\:*?"<>|]/g, '_')
    .trim()
    .replace(/^\.+/, '')
    .slice(0, MAX_NAME_LENGTH)
    .trim();
  return clean === '' ? undefined : clean;
};

/** The extension of a file name when it is a plain one (letters and digits), else undefined. */
export const fileExtension = (name: string): string | undefined => {
  const at = name.lastIndexOf('.');
  const extension = at > 0 ? name.slice(at + 1).toLowerCase() : '';
  return /^[a-z0-9]{1,10}$/.test(extension) ? extension : undefined;
};

/**
 * `attachment` with the name encoded per RFC 6266 / RFC 8187 (`filename*=UTF-8''…`) and an ASCII
 * fallback, by the `content-disposition` package rather than string concatenation: a quote, a
 * semicolon or a line break in a name can no longer break the header.
 */
export const attachmentHeader = (name: string, asciiFallback: string): string =>
  contentDisposition(sanitizeFileName(name) ?? asciiFallback, {
    fallback: sanitizeFileName(asciiFallback) ?? 'download',
  });
