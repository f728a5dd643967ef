import { useId, type ReactNode } from 'react';
import { inputClasses } from '@/shared/ui/TextField';
import { cx } from '@/shared/ui/cx';

/**
 * A select and a text area with a visible label, a hint and an error tied to the control, as
 * shared/ui/TextField does for inputs (the console has its own pair, in its own feature).
 */
interface FieldProps {
  label: string;
  /** The contract's field name. */
  name: string;
  error?: string;
  hint?: ReactNode;
  className?: string;
}

/** A select is never typed in, so it matches :read-only: without the rule that greys read-only inputs. */
const selectClasses = inputClasses.replace(/\s*read-only:\S+/g, '');

function useDescribedBy(error: string | undefined, hint: ReactNode) {
  const id = useId();
  // While the field has an error, the error alone describes it (the hint returns with the next edit).
  const errorId = error ? `${id}-error` : undefined;
  const hintId = hint && !error ? `${id}-hint` : undefined;
  return { id, errorId, hintId, describedBy: cx(errorId, hintId) || undefined };
}

function Below({ error, errorId, hint, hintId }: { error?: string; errorId?: string; hint?: ReactNode; hintId?: string }) {
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

export function SelectField({
  label,
  name,
  error,
  hint,
  className,
  value,
  onChange,
  options,
}: FieldProps & { value: string; onChange: (value: string) => void; options: { value: string; label: string }[] }) {
  const { id, errorId, hintId, describedBy } = useDescribedBy(error, hint);
  return (
    <div className={cx('flex flex-col gap-1.5', className)}>
      <label htmlFor={id} className="text-sm font-semibold text-navy-800">
        {label}
      </label>
      <select
        id={id}
        name={name}
        value={value}
        onChange={(event) => onChange(event.currentTarget.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className={cx(selectClasses, error && 'ring-2 ring-red-500 focus:ring-red-500')}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <Below error={error} errorId={errorId} hint={hint} hintId={hintId} />
    </div>
  );
}

export function TextAreaField({
  label,
  name,
  error,
  hint,
  className,
  value,
  onChange,
  rows = 4,
  dir,
  required,
}: FieldProps & { value: string; onChange: (value: string) => void; rows?: number; dir?: 'ltr' | 'rtl'; required?: boolean }) {
  const { id, errorId, hintId, describedBy } = useDescribedBy(error, hint);
  return (
    <div className={cx('flex flex-col gap-1.5', className)}>
      <label htmlFor={id} className="text-sm font-semibold text-navy-800">
        {label}
      </label>
      <textarea
        id={id}
        name={name}
        value={value}
        rows={rows}
        dir={dir}
        required={required}
        onChange={(event) => onChange(event.currentTarget.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className={cx(inputClasses, 'leading-7', error && 'ring-2 ring-red-500 focus:ring-red-500')}
      />
      <Below error={error} errorId={errorId} hint={hint} hintId={hintId} />
    </div>
  );
}

/** A titled group of fields. */
export function FormSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="grid gap-5 border-t border-navy-100 pt-6 first:border-t-0 first:pt-0">
      <legend className="float-start mb-1 w-full text-base font-bold text-navy-900">{title}</legend>
      {children}
    </fieldset>
  );
}
