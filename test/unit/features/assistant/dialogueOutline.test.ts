import { type DialogueMessage, sameDialogueOutline } from '@/features/assistant';

const question: DialogueMessage = {
  id: 'm1',
  role: 'user',
  content: '高血压患者如何随访？',
  reasoning: '',
  status: 'done',
};
const answer: DialogueMessage = {
  id: 'm2',
  role: 'assistant',
  content: '每季度',
  reasoning: '',
  status: 'streaming',
  question: question.content,
};

describe('the dialogue outline (what re-renders the dialogue list)', () => {
  it('ignores a streaming answer growing: its chunks re-render only the answer', () => {
    const grown = { ...answer, content: `${answer.content}面对面随访一次`, reasoning: '先看指南' };
    expect(sameDialogueOutline([question, answer], [question, grown])).toBe(true);
  });

  it('changes when an answer ends, fails or a message is added or replaced', () => {
    expect(sameDialogueOutline([question, answer], [question, { ...answer, status: 'done' }])).toBe(
      false,
    );
    expect(
      sameDialogueOutline(
        [question, answer],
        [question, { ...answer, status: 'failed', error: '回答中断' }],
      ),
    ).toBe(false);
    expect(sameDialogueOutline([question], [question, answer])).toBe(false);
    expect(sameDialogueOutline([question, answer], [question, { ...answer, id: 'm3' }])).toBe(
      false,
    );
  });

  it('changes when a question’s text differs (its text is its content)', () => {
    expect(sameDialogueOutline([question], [{ ...question, content: '糖尿病呢？' }])).toBe(false);
  });
});
