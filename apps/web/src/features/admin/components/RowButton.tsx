import type { ButtonHTMLAttributes } from 'react';
import { cx } from '@/shared/ui/cx';

/** A small text button in a table row or card (edit, delete…). */
export function RowButton({ tone = 'normal', className, ...rest }: ButtonHTMLAttributes<HTMLButtonElement> & { tone?: 'normal' | 'danger' }) {
  return (
    <button
      type="button"
      className={cx(
        'rounded-lg px-3 py-1.5 text-sm font-semibold ring-1 transition',
        tone === 'danger' ? 'text-red-700 ring-red-200 hover:bg-red-50' : 'text-navy-800 ring-navy-200 hover:bg-navy-50',
        className,
      )}
      {...rest}
    />
  );
}
