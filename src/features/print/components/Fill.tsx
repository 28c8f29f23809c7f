import { type ReactNode } from 'react';

/**
 * A value written in on its underline, or the blank underline to write by hand. The paper
 * sizes a few blanks by what goes in them: a name or date is the default width.
 */
export function Fill({
  children,
  width,
}: {
  children?: ReactNode;
  /** `wide` for an address or unit, `short` for a date in a row, `tiny` for a sex or age. */
  width?: 'wide' | 'short' | 'tiny';
}) {
  return (
    <span className={width ? `paper-fill paper-fill-${width}` : 'paper-fill'}>{children}</span>
  );
}
