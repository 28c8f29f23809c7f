import { ArrowUpOutlined } from '@ant-design/icons';
import { Sender } from '@ant-design/x';
import { Button, Tooltip } from 'antd';
import { type KeyboardEvent, useState } from 'react';

import { useAppDispatch, useAppSelector } from '@/shared/hooks/storeHooks';

import { selectStreamStatus } from './assistantSelectors';
import { assistantActions } from './assistantSlice';
import { ASSISTANT_TEXTS } from './assistantTexts';
import { ComposerSwitch } from './ComposerSwitch';

const isComposing = (event: KeyboardEvent) =>
  (event.nativeEvent as { isComposing?: boolean }).isComposing === true || event.keyCode === 229;

/**
 * The text box (spec 2.6): Enter sends, Shift+Enter breaks the line; deep thinking and web
 * search toggles; send, or stop while an answer streams. Sending is always dispatched, even
 * empty, so the saga can answer a blank question with its hint (Sender would swallow it).
 */
export function Composer() {
  const dispatch = useAppDispatch();
  const [value, setValue] = useState('');
  const status = useAppSelector(selectStreamStatus);
  const busy = status !== 'idle';

  const send = () => {
    dispatch(assistantActions.questionSubmitted({ text: value }));
    if (!busy && value.trim()) setValue('');
  };

  const onKeyDown = (event: KeyboardEvent): false | void => {
    if (event.key !== 'Enter' || event.shiftKey || isComposing(event)) return;
    event.preventDefault();
    send();
    return false;
  };

  const action = busy ? (
    <Tooltip title={ASSISTANT_TEXTS.stop}>
      <Button
        className="gw-stop"
        shape="circle"
        type="primary"
        aria-label={ASSISTANT_TEXTS.stop}
        disabled={status === 'stopping'}
        onClick={() => dispatch(assistantActions.stopRequested({ slot: 'chat' }))}
        icon={<span className="gw-stop-square" />}
      />
    </Tooltip>
  ) : (
    <Tooltip title={ASSISTANT_TEXTS.send}>
      <Button
        shape="circle"
        type="primary"
        aria-label={ASSISTANT_TEXTS.send}
        icon={<ArrowUpOutlined />}
        onClick={send}
      />
    </Tooltip>
  );

  return (
    <Sender
      className="gw-composer"
      value={value}
      onChange={(next) => setValue(next)}
      onKeyDown={onKeyDown}
      placeholder={ASSISTANT_TEXTS.placeholder}
      autoSize={{ minRows: 2, maxRows: 6 }}
      suffix={false}
      footer={
        <div className="gw-composer-footer">
          <div className="gw-composer-switches">
            <ComposerSwitch name="deepThinking" />
            <ComposerSwitch name="webSearch" />
          </div>
          {action}
        </div>
      }
    />
  );
}
