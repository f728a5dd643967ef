import { useId, type ReactNode } from 'react';
import { buttonClasses } from './Button';
import { cx } from './cx';
import { FieldNotes, useDescribedBy } from './FieldParts';
import { UploadIcon } from './icons';

interface FilePickerProps {
  /** The field's visible name, also its name for screen readers. */
  label: string;
  /** The contract's field name, also the input's name. */
  name: string;
  /** The file types offered by the browser's picker (the server checks the content again). */
  accept: string;
  /** The button's words, in the page's language ("Choose a PDF"). */
  chooseLabel: string;
  /** Said beside the button until a file is picked. */
  noneLabel: string;
  /** The file picked and not yet sent, or null. */
  file: File | null;
  onFile: (file: File | null) => void;
  error?: string;
  hint?: ReactNode;
  disabled?: boolean;
}

/**
 * A file field whose button speaks the page's language: the browser draws its own file input's button and
 * "no file chosen" in the browser's language (English on most machines), so the real input is visually
 * hidden (still focusable, still the one a keyboard or a screen reader uses) and a label styled as our
 * button opens it, with the picked file's name beside it. The input's value is emptied after each pick, so
 * picking the same file again (after a refusal) is seen as a pick; the file lives in the caller's state.
 */
export function FilePicker({ label, name, accept, chooseLabel, noneLabel, file, onFile, error, hint, disabled = false }: FilePickerProps) {
  const { id, errorId, hintId, describedBy } = useDescribedBy(error, hint);
  const labelId = useId();
  const chosenId = useId();
  return (
    <div className="flex flex-col gap-1.5">
      <span id={labelId} className="text-sm font-semibold text-navy-800">
        {label}
      </span>
      <div className="flex min-w-0 flex-wrap items-center gap-x-3 gap-y-2">
        <input
          id={id}
          name={name}
          type="file"
          accept={accept}
          disabled={disabled}
          aria-labelledby={`${labelId} ${chosenId}`}
          aria-describedby={describedBy}
          aria-invalid={error ? true : undefined}
          onChange={(event) => {
            onFile(event.target.files?.[0] ?? null);
            event.target.value = '';
          }}
          className="peer sr-only"
        />
        <label
          htmlFor={id}
          className={cx(
            buttonClasses('secondary', 'sm'),
            'cursor-pointer peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-accent-500',
            'peer-disabled:cursor-not-allowed peer-disabled:opacity-60',
            error && 'ring-2 ring-red-500',
          )}
        >
          <UploadIcon className="size-4" />
          {chooseLabel}
        </label>
        <span id={chosenId} dir="auto" className={cx('min-w-0 max-w-full truncate text-sm', file ? 'font-semibold text-navy-900' : 'text-navy-500')}>
          {file ? file.name : noneLabel}
        </span>
      </div>
      {/* Polite: a refusal (too large, not a PDF, the server's) is read out when it appears after a pick or a send. */}
      <div aria-live="polite" className="contents">
        <FieldNotes error={error} errorId={errorId} hint={hint} hintId={hintId} />
      </div>
    </div>
  );
}
