import type { ReactNode } from 'react';
import { cx } from './cx';

type Tone = 'error' | 'success' | 'warning';

const looks: Record<Tone, { classes: string; mark: string }> = {
  error: { classes: 'bg-red-50 text-red-800 ring-1 ring-red-200', mark: '!' },
  success: { classes: 'bg-green-50 text-green-800 ring-1 ring-green-200', mark: '✓' },
  // Neither done nor refused: something is under way that the reader must not act against.
  warning: { classes: 'bg-accent-50 text-accent-700 ring-1 ring-accent-200', mark: '…' },
};

/** A message above a form: the server's refusal, a success note, or a warning. Announced by screen readers. */
export function FormAlert({ tone = 'error', id, children }: { tone?: Tone; id?: string; children: ReactNode }) {
  return (
    <div id={id} role={tone === 'error' ? 'alert' : 'status'} className={cx('mb-6 flex items-start gap-3 rounded-xl px-4 py-3 text-sm leading-6', looks[tone].classes)}>
      <span aria-hidden="true" className="mt-0.5 font-black">
        {looks[tone].mark}
      </span>
      <div>{children}</div>
    </div>
  );
}
