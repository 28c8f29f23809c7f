import { BulbOutlined, SyncOutlined } from '@ant-design/icons';
import { Prompts } from '@ant-design/x';
import { Button } from 'antd';

import { useSuggestedQuestionsQuery } from '@/services/assistant';
import { useAppDispatch, useAppSelector } from '@/shared/hooks/storeHooks';

import { selectSuggestionBatch } from './assistantSelectors';
import { assistantActions } from './assistantSlice';
import { ASSISTANT_TEXTS } from './assistantTexts';

/** Five suggested questions (spec 2.6); 换一批 fetches another random five, a click asks one. */
export function SuggestedQuestions() {
  const dispatch = useAppDispatch();
  const batch = useAppSelector(selectSuggestionBatch);
  // `data` keeps the previous batch on screen until the next one arrives.
  const { data = [], isFetching } = useSuggestedQuestionsQuery({ batch });

  return (
    <section className="gw-suggestions" aria-label={ASSISTANT_TEXTS.suggestionsTitle}>
      <div className="gw-suggestions-head">
        <span>{ASSISTANT_TEXTS.suggestionsTitle}</span>
        <Button
          type="link"
          size="small"
          icon={<SyncOutlined spin={isFetching} />}
          onClick={() => dispatch(assistantActions.suggestionsRefreshed())}
        >
          {ASSISTANT_TEXTS.refreshSuggestions}
        </Button>
      </div>
      <Prompts
        vertical
        fadeIn
        items={data.map((question) => ({
          key: String(question.AIProblemTemplateLibraryID),
          icon: <BulbOutlined />,
          description: question.ContentText,
        }))}
        onItemClick={({ data: item }) => {
          const question = data.find(
            (entry) => String(entry.AIProblemTemplateLibraryID) === item.key,
          );
          if (question) {
            dispatch(
              assistantActions.suggestionChosen({
                id: question.AIProblemTemplateLibraryID,
                text: question.ContentText,
              }),
            );
          }
        }}
      />
    </section>
  );
}
