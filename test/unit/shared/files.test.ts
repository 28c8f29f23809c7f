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
    ['a.txt', FLASH],
    ['README', FLASH],
    ['trailing.', FLASH],
    ['', FLASH],
    ['a.constructor', FLASH],
    ['a.__proto__', FLASH],
  ])('%p → %s', (name, expected) => {
    expect(contentTypeFromFileName(name)).toBe(expected);
  });
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
