import { contentTypeFromFileName, fileExtension } from '@/shared/files';

const FLASH = 'application/x-shockwave-flash';

describe('contentTypeFromFileName', () => {
  it.each<[string, string]>([
    ['报表.xls', 'application/vnd.ms-excel'],
    ['报表.xlsx', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
    ['a.doc', 'application/msword'],
    ['a.docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
    ['a.pdf', 'application/pdf'],
    ['a.ppt', 'application/vnd.ms-powerpoint'],
    ['a.pptx', 'application/vnd.openxmlformats-officedocument.presentationml.presentation'],
    ['a.swf', FLASH],
    ['A.XLSX', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
    ['archive.2024.pdf', 'application/pdf'],
  ])('%p → %s', (name, expected) => {
    expect(contentTypeFromFileName(name)).toBe(expected);
  });

  // An unknown or missing extension, or an Object.prototype key: the legacy client's default.
  it.each(['a.txt', 'README', 'trailing.', '', 'a.constructor', 'a.__proto__'])(
    `%p → ${FLASH}`,
    (name) => {
      expect(contentTypeFromFileName(name)).toBe(FLASH);
    },
  );
});

describe('fileExtension', () => {
  it.each<[string, string]>([
    ['a.PDF', 'pdf'],
    ['a.b.c', 'c'],
    ['none', ''],
    ['.hidden', 'hidden'],
  ])('%p → %p', (name, expected) => {
    expect(fileExtension(name)).toBe(expected);
  });
});
