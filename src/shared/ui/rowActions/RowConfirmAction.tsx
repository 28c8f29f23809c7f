import { Popconfirm } from 'antd';
import { type ReactNode } from 'react';

import { RowAction } from './RowAction';
import { usePopupOnDemand } from './usePopupOnDemand';

interface RowConfirmActionProps {
  label: ReactNode;
  /** The question's title (终止管理确认) and what it will do to whom. */
  title: ReactNode;
  description: ReactNode;
  onConfirm: () => void;
  danger?: boolean;
  loading?: boolean;
}

/**
 * A row's operation that asks first (终止管理, 注销). Like RowMenuAction, the antd Popconfirm is
 * mounted at the first press, open, and kept after.
 */
export function RowConfirmAction({
  label,
  title,
  description,
  onConfirm,
  danger,
  loading,
}: RowConfirmActionProps) {
  const { mounted, open, setOpen, button, firstPress } = usePopupOnDemand();

  if (!mounted) {
    return (
      <RowAction danger={danger} loading={loading} onClick={firstPress}>
        {label}
      </RowAction>
    );
  }
  return (
    <Popconfirm
      open={open}
      onOpenChange={setOpen}
      title={title}
      description={description}
      okText="确定"
      cancelText="取消"
      // 确定 and 取消 close it themselves (onOpenChange).
      onConfirm={onConfirm}
    >
      <RowAction ref={button} danger={danger} loading={loading}>
        {label}
      </RowAction>
    </Popconfirm>
  );
}
