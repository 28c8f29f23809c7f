import { parse } from 'content-disposition';

import {
  attachmentHeader,
  fileExtension,
  sanitizeFileName,
} from '../../../server/shared/fileNames';

describe('stored file names', () => {
  it.each([
    ['体检报告.pdf', '体检报告.pdf'],
    ['a\r\nb.txt', 'ab.txt'],
    ['evil\u202etxt.exe', 'eviltxt.exe'],
    ['../../etc/passwd', '_.._etc_passwd'],
    ['..hidden', 'hidden'],
    ['a"b;c.txt', 'a_b;c.txt'],
    ['\u0000\u200b', undefined],
    ['   ', undefined],
  ])('%j → %j', (name, expected) => {
    expect(sanitizeFileName(name)).toBe(expected);
  });

  it('keeps at most 200 characters', () => {
    expect(sanitizeFileName('名'.repeat(500))).toHaveLength(200);
  });

  it.each([
    ['a.PDF', 'pdf'],
    ['a.tar.gz', 'gz'],
    ['a', undefined],
    ['a.p d f', undefined],
    ['a.x\r\n', undefined],
  ])('extension of %j → %j', (name, expected) => {
    expect(fileExtension(name)).toBe(expected);
  });

  it.each(['居民档案_20260501.xlsx', 'a"b.txt', 'x\r\nSet-Cookie: a=b.txt', '%E4%BD%A0.txt'])(
    'encodes %j per RFC 6266 so it parses back, on one line',
    (name) => {
      const header = attachmentHeader(name, 'file-1.bin');
      expect(header).not.toMatch(/[\r\n]/);
      const parsed = parse(header);
      expect(parsed.type).toBe('attachment');
      expect(parsed.parameters.filename).toBe(sanitizeFileName(name));
    },
  );
});
