import { useId, type ReactNode } from 'react';
import { cx } from './cx';

/** What every labelled field of ours takes besides its control's own props. */
export interface FieldProps {
  label: string;
  /** The contract's field name, also the control's name. */
  name: string;
  error?: string;
  hint?: ReactNode;
  className?: string;
}

export const inputClasses =
  'block w-full rounded-xl border-0 bg-white px-4 py-3 text-navy-950 shadow-sm ring-1 ring-inset ring-navy-200 ' +
  'placeholder:text-navy-300 transition focus:outline-none focus:ring-2 focus:ring-accent-500 ' +
  'disabled:cursor-not-allowed disabled:bg-navy-50 disabled:text-navy-500 read-only:bg-navy-50';

/**
 * A select styled like the text inputs. Chromium counts a <select> as :read-only, which would give
 * it the read-only grey of inputClasses; a select is never read-only here.
 */
export const selectClasses = inputClasses.replace(/\s*read-only:\S+/g, '');

/** The control's id and what describes it: while the field has an error, the error alone (the hint returns with the next edit), as TextField does. */
export function useDescribedBy(error: string | undefined, hint: ReactNode) {
  const id = useId();
  const errorId = error ? `${id}-error` : undefined;
  const hintId = hint && !error ? `${id}-hint` : undefined;
  return { id, errorId, hintId, describedBy: cx(errorId, hintId) || undefined };
}

/** The error, else the hint, under a field (as TextField writes them). */
export function FieldNotes({ error, errorId, hint, hintId }: { error?: string; errorId?: string; hint?: ReactNode; hintId?: string }) {
  return (
    <>
      {error && (
        <p id={errorId} className="flex items-start gap-1 text-sm text-red-700">
          <span aria-hidden="true">●</span>
          {error}
        </p>
      )}
      {hintId && (
        <p id={hintId} className="text-xs leading-5 text-navy-500">
          {hint}
        </p>
      )}
    </>
  );
}

/** The ring of a field with an error. */
export const invalidRing = 'ring-2 ring-red-500 focus:ring-red-500';
