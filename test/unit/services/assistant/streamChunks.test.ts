import { readStreamData } from '@/services/assistant';

describe('readStreamData (spec 3 stream chunks)', () => {
  it.each([
    ['{"Choices":[{"delta":{"content":"答"}}]}', [{ kind: 'delta', content: '答', reasoning: '' }]],
    [
      '{"Choices":[{"delta":{"reasoning_content":"想"}}]}',
      [{ kind: 'delta', content: '', reasoning: '想' }],
    ],
    [
      '{"choices":[{"delta":{"content":"小写","reasoning_content":null}}]}',
      [{ kind: 'delta', content: '小写', reasoning: '' }],
    ],
    [
      '{"choices":[{"delta":{"role":"assistant"}}]}',
      [{ kind: 'delta', content: '', reasoning: '' }],
    ],
    ['{"reasoning_content":"报告思路"}', [{ kind: 'delta', content: '', reasoning: '报告思路' }]],
    ['{"content":"报告正文"}', [{ kind: 'delta', content: '报告正文', reasoning: '' }]],
    ['[DONE]', [{ kind: 'done' }]],
    ['DONE', [{ kind: 'done' }]],
    ['{"error":{"message":"上游出错"}}', [{ kind: 'error', message: '上游出错' }]],
    ['{"error":"简单错误"}', [{ kind: 'error', message: '简单错误' }]],
    [
      '{"Choices":[{"delta":{"content":"半',
      [{ kind: 'invalid', data: '{"Choices":[{"delta":{"content":"半' }],
    ],
    ['42', [{ kind: 'invalid', data: '42' }]],
    ['{"other":1}', [{ kind: 'invalid', data: '{"other":1}' }]],
  ])('reads %s', (data, expected) => {
    expect(readStreamData(data)).toEqual(expected);
  });

  it('reads joined lines one by one when the whole is not JSON', () => {
    expect(readStreamData('{"content":"甲"}\n不是JSON\n[DONE]')).toEqual([
      { kind: 'delta', content: '甲', reasoning: '' },
      { kind: 'invalid', data: '不是JSON' },
      { kind: 'done' },
    ]);
  });
});
