import { cx } from './cx';
import { FieldNotes, invalidRing, selectClasses, useDescribedBy, type FieldProps } from './FieldParts';

interface SelectFieldProps extends FieldProps {
  value: string;
  /** As a native select's: the console's forms (features/admin/admin-form.ts) spread their handler in. */
  onChange: (event: { target: { value: string } }) => void;
  options: Array<{ value: string; label: string }>;
}

/** A select with a visible label, and a hint or an error tied to it (as TextField for inputs). */
export function SelectField({ label, name, error, hint, className, value, onChange, options }: SelectFieldProps) {
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
        onChange={onChange}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className={cx(selectClasses, error && invalidRing)}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <FieldNotes error={error} errorId={errorId} hint={hint} hintId={hintId} />
    </div>
  );
}
