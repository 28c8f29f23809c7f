import { type ReactNode } from 'react';

/** One entry of a form's signature line: its label, then the value written on the fill line. */
export function SignedField({ label, value }: { label: string; value: ReactNode }) {
  return (
    <span>
      {label}：<span className="paper-fill">{value}</span>
    </span>
  );
}
