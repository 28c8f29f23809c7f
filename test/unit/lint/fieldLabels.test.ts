import fs from 'node:fs';
import path from 'node:path';

import { fieldDictionary } from '@/services/contract';

/**
 * A common field (个人编号, 姓名, 身份证号…) is named by the one field dictionary wherever the UI
 * or an export shows it: a page that writes its own literal for a dictionary field is how
 * personNum came to be called 档案编号 (which is fileNum) on one page. Catalogue forms take their
 * labels from the catalogue; this guards the hand-written tables and export columns.
 */
const ROOT = path.resolve(__dirname, '../../..');

/** A Chinese literal beside the field it labels: a table column or an export column. */
const LITERAL_LABEL_PATTERNS: readonly RegExp[] = [
  /title:\s*'(?<label>[^']*\p{Script=Han}[^']*)',\s*dataIndex:\s*'(?<field>[^']+)'/gu,
  /dataIndex:\s*'(?<field>[^']+)',\s*title:\s*'(?<label>[^']*\p{Script=Han}[^']*)'/gu,
  /\[\s*'(?<label>[^']*\p{Script=Han}[^']*)',\s*\(\w+\)\s*=>\s*\w+\.(?<field>\w+)\s*\]/gu,
  /\[\s*'(?<label>[^']*\p{Script=Han}[^']*)',\s*'(?<field>\w+)'\s*\]/gu,
];

interface LiteralLabel {
  file: string;
  field: string;
  label: string;
}

const literalLabelsIn = (file: string, text: string): LiteralLabel[] =>
  LITERAL_LABEL_PATTERNS.flatMap((pattern) =>
    [...text.matchAll(pattern)].map((match) => ({
      file,
      field: match.groups!.field!,
      label: match.groups!.label!,
    })),
  ).filter(({ field }) => field in fieldDictionary);

const sourceFiles = (dir: string): string[] =>
  fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) ? [full] : [];
  });

describe('field labels come from the one field dictionary', () => {
  it('catches a literal label written beside a dictionary field', () => {
    const sample = [
      "{ title: '档案编号', dataIndex: 'personNum', width: 200 }",
      "{ dataIndex: 'name', title: '名字' }",
      "['责任医生', (item) => item.doctor]",
      "['管理机构', 'hospitalName']",
      "{ title: '逾期天数', dataIndex: 'daysOverdue' }",
    ].join('\n');
    expect(literalLabelsIn('sample.tsx', sample).map(({ field }) => field)).toEqual([
      'personNum',
      'name',
      'doctor',
      'hospitalName',
    ]);
  });

  it('finds none in the client pages or the server exports', () => {
    const files = [
      ...sourceFiles(path.join(ROOT, 'src')),
      ...sourceFiles(path.join(ROOT, 'server')),
    ];
    const found = files.flatMap((file) =>
      literalLabelsIn(path.relative(ROOT, file), fs.readFileSync(file, 'utf8')),
    );
    expect(found).toEqual([]);
  });
});
