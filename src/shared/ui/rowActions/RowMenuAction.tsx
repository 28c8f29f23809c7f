import { DownOutlined } from '@ant-design/icons';
import { Dropdown, type MenuProps } from 'antd';
import { type ReactNode } from 'react';

import { RowAction } from './RowAction';
import { usePopupOnDemand } from './usePopupOnDemand';

interface RowMenuActionProps {
  label: ReactNode;
  items: NonNullable<MenuProps['items']>;
  onPick: (key: string) => void;
}

/**
 * A row's operation that opens a menu (打印 of several papers, 档案). The antd Dropdown is
 * mounted at the first press, open, and kept after: twenty closed Dropdowns on a page are
 * twenty popup triggers rendered for the one a person may open. A keyboard user's focus stays
 * on the button that is put in the Dropdown's hands.
 */
export function RowMenuAction({ label, items, onPick }: RowMenuActionProps) {
  const { mounted, open, setOpen, button, firstPress } = usePopupOnDemand();

  const face = (
    <>
      {label} <DownOutlined className="gw-row-action-arrow" />
    </>
  );
  if (!mounted) {
    return (
      <RowAction aria-haspopup="menu" aria-expanded={false} onClick={firstPress}>
        {face}
      </RowAction>
    );
  }
  return (
    <Dropdown
      trigger={['click']}
      open={open}
      onOpenChange={setOpen}
      // The Dropdown closes itself on a pick (onOpenChange).
      menu={{ items, onClick: ({ key }) => onPick(key) }}
    >
      <RowAction ref={button} aria-haspopup="menu" aria-expanded={open}>
        {face}
      </RowAction>
    </Dropdown>
  );
}
