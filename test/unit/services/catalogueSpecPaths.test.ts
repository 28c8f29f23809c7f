import { extractBulletPaths, extractSpecPaths, splitSubPaths } from '../../utils/extractSpecPaths';

describe('extractSpecPaths', () => {
  it.each([
    ['plain paths', '- Base: /api/regions; /api/DataFile.', ['/api/regions', '/api/DataFile']],
    [
      'sub-paths after (+ …), with or without a slash',
      '- X: /api/CodeDictionarys (+ /codeSN, deletes)',
      ['/api/CodeDictionarys', '/api/CodeDictionarys/codeSN', '/api/CodeDictionarys/deletes'],
    ],
    [
      "'and its' nests a sub-path",
      '- S: /api/signRegistes (+ print, appointment and its examine)',
      [
        '/api/signRegistes',
        '/api/signRegistes/print',
        '/api/signRegistes/appointment',
        '/api/signRegistes/appointment/examine',
      ],
    ],
    [
      'wildcards as written, descriptions skipped',
      '- H: /api/interfaces/* (external lab and check systems), /api/sanitarycontrol*',
      ['/api/interfaces/*', '/api/sanitarycontrol*'],
    ],
    [
      'a (+ …) item that is not an identifier',
      '- O: /api/AIAnalysisTemplates (+ general analysis generators), /api/tasksqz (+ start).',
      ['/api/AIAnalysisTemplates', '/api/tasksqz', '/api/tasksqz/start'],
    ],
    [
      "a bullet-wide 'each with' clause",
      '- Chronic (each with card, follow-up, history and terminal variants): a /api/aCard, ' +
        'b /api/bFollowUp (+ chart)',
      [
        '/api/aCard',
        '/api/aCard/history',
        '/api/aCard/terminal',
        '/api/bFollowUp',
        '/api/bFollowUp/history',
        '/api/bFollowUp/terminal',
        '/api/bFollowUp/chart',
      ],
    ],
    [
      'paths with dots and segments',
      '- A: /api/tokens/JWTToken3.0, /api/emr/inpatient',
      ['/api/tokens/JWTToken3.0', '/api/emr/inpatient'],
    ],
  ])('reads %s', (_, bullet, expected) => {
    expect(extractBulletPaths(bullet)).toEqual(expected);
  });

  it('splits lists on commas and "and"', () => {
    expect(splitSubPaths(' a, b and c, d and its e')).toEqual(['a', 'b', 'c', 'd', 'd/e']);
  });

  it('reads only section 7.3, sorted and unique', () => {
    const markdown = [
      '### 7.2 Other',
      '- /api/outside',
      '### 7.3 Path catalogue',
      '- B: /api/b, /api/a',
      '- Again: /api/a',
      '- Most resources follow a pattern: a collection path, plus /deletes.',
      '## 8. Next',
      '- /api/after',
    ].join('\n');
    expect(extractSpecPaths(markdown)).toEqual(['/api/a', '/api/b']);
  });

  it('fails loudly without section 7.3', () => {
    expect(() => extractSpecPaths('# nothing here')).toThrow('7.3');
  });
});
