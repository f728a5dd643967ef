import type { ReactNode } from 'react';
import { cx } from './cx';

/** A message above a form: the server's refusal, or a success note. Announced by screen readers. */
export function FormAlert({ tone = 'error', children }: { tone?: 'error' | 'success'; children: ReactNode }) {
  return (
    <div
      role={tone === 'error' ? 'alert' : 'status'}
      className={cx(
        'mb-6 flex items-start gap-3 rounded-xl px-4 py-3 text-sm leading-6',
        tone === 'error' ? 'bg-red-50 text-red-800 ring-1 ring-red-200' : 'bg-green-50 text-green-800 ring-1 ring-green-200',
      )}
    >
      <span aria-hidden="true" className="mt-0.5 font-black">
        {tone === 'error' ? '!' : '✓'}
      </span>
      <div>{children}</div>
    </div>
  );
}
