import { readFileSync } from 'node:fs';
import path from 'node:path';

import { findYieldCasts, sourceFiles } from './yieldCasts';

/**
 * Sagas take their result types from typed-redux-saga (`const user = yield* select(...)`), never
 * from a cast of what a `yield` gave (`(yield select(...)) as PublicSession`), which the compiler
 * cannot check. Every file under src is read as text; a parenthesised yield, however many lines
 * its effect spans, followed by `as` is a cast. Effects come from typed-redux-saga; only the
 * thunk helper, which typed-redux-saga lacks, wraps redux-saga's own `putResolve`.
 */
const SRC = path.resolve(__dirname, '../../../src');

describe('no cast of a yield', () => {
  it.each([
    ['one line', 'const user = (yield select(selectSessionUser)) as PublicSession | null;'],
    ['inside a condition', "if (((yield select(selectStatus)) as Status) === 'idle') return;"],
    ['a delegated yield', 'const n = (yield* call(Date.now)) as number;'],
    [
      'a race over several lines',
      [
        'const { logout } = (yield race({',
        '  logout: take(logoutConfirmed.type),',
        "  stop: take('session/signedOut'),",
        '})) as { logout?: unknown };',
      ].join('\n'),
    ],
    ['a string with a parenthesis', "const t = (yield call(label, ')')) as string;"],
  ])('finds %s', (_case, sample) => {
    expect(findYieldCasts(sample)).toHaveLength(1);
  });

  it.each([
    ['a typed yield', 'const user = yield* select(selectSessionUser);'],
    ['a cast of an await', 'const body = (await response.json()) as Envelope;'],
    ['a yield used without a cast', 'if ((yield* select(selectOpen)) === true) return;'],
    ['a cast inside the effect', 'yield* call(f, (value as Row).id);'],
  ])('leaves alone %s', (_case, sample) => {
    expect(findYieldCasts(sample)).toEqual([]);
  });

  it('the multi-line cast is reported on the line where it starts', () => {
    expect(findYieldCasts('a;\nconst x = (yield all([\n  f(),\n])) as X;\n')).toEqual([
      { line: 2, text: '(yield all([' },
    ]);
  });

  it('src holds none', () => {
    const files = sourceFiles(SRC);
    expect(files.length).toBeGreaterThan(100);
    const found = files.flatMap((file) =>
      findYieldCasts(readFileSync(file, 'utf8')).map(
        ({ line, text }) => `${path.relative(SRC, file)}:${line} ${text}`,
      ),
    );
    expect(found).toEqual([]);
  });

  it("effects come from typed-redux-saga: only putResolveThunk wraps redux-saga's own", () => {
    const untyped = sourceFiles(SRC)
      .filter((file) => /from 'redux-saga\/effects'/.test(readFileSync(file, 'utf8')))
      .map((file) => path.relative(SRC, file));
    expect(untyped).toEqual([path.join('sagas', 'putResolveThunk.ts')]);
  });
});
