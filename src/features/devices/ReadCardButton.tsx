import { DownOutlined, IdcardOutlined } from '@ant-design/icons';
import { Button, Dropdown, Space } from 'antd';

import { type CardFields, type ReadPhase } from './devicesSlice';
import { useCardRead } from './useCardRead';

const PHASE_TEXT: Record<ReadPhase, string> = {
  idle: '读卡',
  opening: '打开读卡器…',
  reading: '读卡中…',
  closing: '关闭读卡器…',
};

const HARDWARE_ITEM = 'hardware';

interface ReadCardButtonProps {
  /** The card, once read: the form fills itself from it. */
  onCard: (card: CardFields) => void;
  size?: 'small' | 'middle' | 'large';
  /** Offer 通过国卫硬件驱动读卡 in the menu beside the button. */
  withHardware?: boolean;
}

/**
 * 读卡: reads the second-generation ID card on the desk's reader (or through the national health
 * hardware driver) and hands the card to `onCard`. It shows its progress and is disabled while
 * a read runs; while its own read runs, the menu beside it becomes 取消.
 */
export function ReadCardButton({ onCard, size, withHardware = true }: ReadCardButtonProps) {
  const { read, cancel, phase, busyElsewhere } = useCardRead(onCard);
  const reading = phase !== 'idle';
  const main = (
    <Button
      size={size}
      icon={<IdcardOutlined />}
      loading={reading}
      disabled={busyElsewhere}
      onClick={() => read('reader')}
      aria-label={reading ? PHASE_TEXT[phase] : '读卡'}
    >
      {PHASE_TEXT[phase]}
    </Button>
  );
  if (reading) {
    return (
      <Space.Compact>
        {main}
        <Button size={size} onClick={cancel}>
          取消
        </Button>
      </Space.Compact>
    );
  }
  if (!withHardware) return main;
  return (
    <Space.Compact>
      {main}
      <Dropdown
        disabled={busyElsewhere}
        trigger={['click']}
        menu={{
          items: [{ key: HARDWARE_ITEM, label: '通过国卫硬件驱动读卡', icon: <IdcardOutlined /> }],
          onClick: ({ key }) => {
            if (key === HARDWARE_ITEM) read('hardware');
          },
        }}
      >
        <Button
          size={size}
          icon={<DownOutlined />}
          aria-label="更多读卡方式"
          title="更多读卡方式"
        />
      </Dropdown>
    </Space.Compact>
  );
}
