import { Welcome } from '@ant-design/x';

import { useAppSelector } from '@/shared/hooks/storeHooks';

import { AiAvatar } from './AiAvatar';
import { selectMessages } from './assistantSelectors';
import { ASSISTANT_TEXTS } from './assistantTexts';
import { Composer } from './Composer';
import { DialogueList } from './DialogueList';
import { warmUpMarkdownStep } from './MarkdownView';
import { ModeLine } from './ModeLine';
import { SuggestedQuestions } from './SuggestedQuestions';
import { useStepsAfterPaint } from './useStepsAfterPaint';

/** Mode 1, free chat: a welcome with suggested questions until the first question, then the dialogue. */
export function ChatPage() {
  // A boolean, so a streaming answer's chunks do not re-render the page (and the composer).
  const empty = useAppSelector((state) => selectMessages(state).length === 0);
  // Before the first answer arrives, not in the task that shows it.
  useStepsAfterPaint(warmUpMarkdownStep);
  return (
    <div className="gw-chat">
      <div className="gw-chat-scroll">
        {empty ? (
          <div className="gw-welcome">
            <Welcome
              variant="borderless"
              icon={<AiAvatar size={48} />}
              title={ASSISTANT_TEXTS.welcomeTitle}
              description={ASSISTANT_TEXTS.welcomeDescription}
            />
            <SuggestedQuestions />
          </div>
        ) : (
          <DialogueList />
        )}
      </div>
      <div className="gw-chat-input">
        <ModeLine />
        <Composer />
      </div>
    </div>
  );
}
