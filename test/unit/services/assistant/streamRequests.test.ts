import { ASSISTANT_PATHS, chatStreamRequest, reportStreamRequest } from '@/services/assistant';

describe('stream requests (spec 7.2)', () => {
  it('asks the reasoning model when deep thinking is on, the chat model otherwise', () => {
    const base = { queryText: '问', conversationMainID: 'c1', webSearch: false };
    expect(chatStreamRequest({ ...base, deepThinking: true })).toEqual({
      method: 'GET',
      path: ASSISTANT_PATHS.chatStream,
      params: { queryText: '问', conversationMainID: 'c1', model: 'deepseek-reasoner' },
    });
    expect(chatStreamRequest({ ...base, deepThinking: false }).params).toMatchObject({
      model: 'deepseek-chat',
    });
    expect(
      chatStreamRequest({ ...base, deepThinking: false, webSearch: true }).params,
    ).toMatchObject({
      webSearch: true,
    });
  });

  it('posts the report params as the body', () => {
    expect(reportStreamRequest('lecture', { topic: '高血压' })).toEqual({
      method: 'POST',
      path: ASSISTANT_PATHS.lectureReportStream,
      body: { topic: '高血压' },
    });
    expect(reportStreamRequest('examination', { summary: 'x' }).path).toBe(
      ASSISTANT_PATHS.examinationReportStream,
    );
  });
});
