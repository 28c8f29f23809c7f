import './rowActions.css';

import { LoadingOutlined } from '@ant-design/icons';
import { type ButtonHTMLAttributes, type ReactNode, type Ref } from 'react';

export interface RowActionProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'type'> {
  /** Takes a record out of care or off file: the danger colour. */
  danger?: boolean;
  /** Its request is running: a spinner, and no second press. */
  loading?: boolean;
  /** An icon before the label (成员, 录入随访). */
  icon?: ReactNode;
  ref?: Ref<HTMLButtonElement>;
}

/**
 * One operation on a list row: a plain button in antd's small link look. An antd Button per
 * operation per row (its wave, size, compact and disabled contexts) cost about a tenth of a
 * list's first render (decision 0059), for a control that only ever shows a word.
 */
export function RowAction({
  danger,
  loading,
  icon,
  className,
  children,
  disabled,
  ref,
  ...rest
}: RowActionProps) {
  const classes = ['gw-row-action', danger ? 'gw-row-action-danger' : '', className ?? '']
    .filter(Boolean)
    .join(' ');
  return (
    <button
      ref={ref}
      type="button"
      className={classes}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      {...rest}
    >
      {loading ? <LoadingOutlined /> : icon}
      {children}
    </button>
  );
}

/** A row's operations side by side, 4 px apart, on one line. */
export function RowActionGroup({ children }: { children: ReactNode }) {
  return <span className="gw-row-actions">{children}</span>;
}
