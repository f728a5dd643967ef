import { cx } from './cx';
import { FieldNotes, invalidRing, useDescribedBy, type FieldProps } from './FieldParts';
import { inputClasses } from './TextField';

interface TextAreaFieldProps extends FieldProps {
  value: string;
  /** As a native text area's: the console's forms (features/admin/admin-form.ts) spread their handler in. */
  onChange: (event: { target: { value: string } }) => void;
  rows?: number;
  dir?: 'ltr' | 'rtl';
  lang?: string;
  required?: boolean;
}

/** A text area with a visible label, and a hint or an error tied to it (as TextField for inputs). */
export function TextAreaField({ label, name, error, hint, className, value, onChange, rows = 4, dir, lang, required }: TextAreaFieldProps) {
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
        lang={lang}
        required={required}
        onChange={onChange}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className={cx(inputClasses, 'leading-7', error && invalidRing)}
      />
      <FieldNotes error={error} errorId={errorId} hint={hint} hintId={hintId} />
    </div>
  );
}
