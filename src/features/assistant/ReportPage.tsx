import {
  CheckCircleFilled,
  FileTextOutlined,
  LoadingOutlined,
  PauseCircleOutlined,
} from '@ant-design/icons';
import { Button } from 'antd';

import { useAppDispatch, useAppSelector } from '@/shared/hooks/storeHooks';

import { AnswerContent } from './AnswerContent';
import { AnswerFooter } from './AnswerFooter';
import { type MessageStatus } from './assistantModel';
import { selectAssistantReport, selectMessages } from './assistantSelectors';
import { assistantActions } from './assistantSlice';
import { ASSISTANT_TEXTS } from './assistantTexts';

/** Readable names of the fields a report is usually opened with. */
const FIELD_LABELS: Record<string, string> = {
  topic: '讲座主题',
  audience: '面向对象',
  speaker: '主讲人',
  time: '时间',
  date: '日期',
  place: '地点',
  summary: '体检摘要',
  name: '姓名',
  sex: '性别',
  age: '年龄',
};

const PROGRESS_TEXT: Record<MessageStatus, string> = {
  streaming: ASSISTANT_TEXTS.generating,
  done: ASSISTANT_TEXTS.generated,
  stopped: ASSISTANT_TEXTS.stopped,
  failed: ASSISTANT_TEXTS.reportIncomplete,
};

/**
 * Modes 2 and 3 (spec 2.6): the document's title, the progress text over the content it is
 * generated from, the document as it streams, and a stop button while it does.
 */
export function ReportPage() {
  const dispatch = useAppDispatch();
  const report = useAppSelector(selectAssistantReport);
  const document = useAppSelector(selectMessages)[0];
  if (!report) return null;
  const streaming = document?.status === 'streaming';
  // Before the first chunk there is no document yet: it is about to be generated.
  const progress = document?.status ?? 'streaming';
  const fields = Object.entries(report.params).filter(
    ([, value]) => value !== null && value !== '',
  );

  return (
    <div className="gw-report">
      <div className="gw-report-head">
        <FileTextOutlined className="gw-report-icon" />
        <h2 className="gw-report-title">{report.title}</h2>
      </div>
      <div className={`gw-report-progress is-${progress}`}>
        {progress === 'streaming' ? (
          <LoadingOutlined />
        ) : progress === 'done' ? (
          <CheckCircleFilled />
        ) : (
          <PauseCircleOutlined />
        )}
        <span>{PROGRESS_TEXT[progress]}</span>
        {streaming && (
          <Button
            size="small"
            danger
            className="gw-report-stop"
            onClick={() => dispatch(assistantActions.stopRequested({ slot: 'report' }))}
          >
            {ASSISTANT_TEXTS.stop}
          </Button>
        )}
      </div>
      {fields.length > 0 && (
        <dl className="gw-report-source">
          {fields.map(([key, value]) => (
            <div key={key} className="gw-report-field">
              <dt>{FIELD_LABELS[key] ?? key}</dt>
              <dd>{String(value)}</dd>
            </div>
          ))}
        </dl>
      )}
      {document && (
        <article className="gw-report-document">
          <AnswerContent message={document} showState={false} />
          {!streaming && <AnswerFooter message={document} />}
        </article>
      )}
    </div>
  );
}
