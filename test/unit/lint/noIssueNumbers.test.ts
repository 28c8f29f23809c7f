import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Comments name the rule or spec section, not issue numbers: "(issue 18)" tells a reader nothing
 * once the tracker is gone, "the tabs' budget (DESIGN.md)" or "service-rules §6" does. This test
 * reads every source, style, SQL and config file of src, server, scripts, bench, test and the
 * root, and lists each line that names an issue by number. docs/ and README.md are prose with
 * their own review; generated code is rewritten by its generator.
 */
const ROOT = path.resolve(__dirname, '../../..');
const DIRS = ['src', 'server', 'scripts', 'bench', 'test'];
const EXTENSIONS = /\.(ts|tsx|js|cjs|mjs|css|sql)$/;
/** Not ours to word, or written by a generator (the same folders lint and Prettier skip). */
const SKIPPED = new Set(
  ['node_modules', 'dist', 'data', 'coverage', 'bench/results', 'src/services/generated'].map(
    (dir) => path.join(ROOT, dir),
  ),
);
const SELF = path.join(ROOT, 'test/unit/lint/noIssueNumbers.test.ts');

const ISSUE_NUMBER = /\b[Ii]ssues? ?#?\d+/;

const filesUnder = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return SKIPPED.has(full) ? [] : filesUnder(full);
    return entry.isFile() && EXTENSIONS.test(entry.name) ? [full] : [];
  });

const rootFiles = (): string[] =>
  readdirSync(ROOT, { withFileTypes: true })
    .filter((entry) => entry.isFile() && EXTENSIONS.test(entry.name))
    .map((entry) => path.join(ROOT, entry.name));

const checkedFiles = (): string[] =>
  [...DIRS.flatMap((dir) => filesUnder(path.join(ROOT, dir))), ...rootFiles()].filter(
    (file) => file !== SELF,
  );

describe('comments name the rule or spec section, not issue numbers', () => {
  it('catches an issue number, and not the word alone', () => {
    expect(ISSUE_NUMBER.test('the tab strip (issue 18)')).toBe(true);
    expect(ISSUE_NUMBER.test('Issue 11: bad input never answers 5xx')).toBe(true);
    expect(ISSUE_NUMBER.test('see issue #12')).toBe(true);
    expect(ISSUE_NUMBER.test('fix issues in the form')).toBe(false);
    expect(ISSUE_NUMBER.test('nextVisitDateIssues(12)')).toBe(false);
  });

  it('walks the sources, the styles, the migrations and the root configs', () => {
    const files = checkedFiles().map((file) => path.relative(ROOT, file));
    expect(files).toEqual(
      expect.arrayContaining([
        'eslint.config.mjs',
        'webpack.config.ts',
        'jest.config.js',
        'server/db/migrations/150_audit.sql',
        'src/features/chronic/chronic.css',
        'server/shared/excel/workbookWorker.cjs',
      ]),
    );
    expect(files.some((file) => file.startsWith('src/services/generated/'))).toBe(false);
    expect(files).not.toContain('test/unit/lint/noIssueNumbers.test.ts');
  });

  it('finds no issue number in src, server, scripts, bench, test or the root configs', () => {
    const hits = checkedFiles().flatMap((file) =>
      readFileSync(file, 'utf8')
        .split('\n')
        .flatMap((line, index) =>
          ISSUE_NUMBER.test(line)
            ? [`${path.relative(ROOT, file)}:${index + 1}: ${line.trim()}`]
            : [],
        ),
    );
    expect(hits).toEqual([]);
  });
});
