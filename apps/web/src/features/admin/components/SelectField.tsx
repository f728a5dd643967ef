import { useId } from 'react';
import { selectClasses } from '../field-classes';
import { cx } from '@/shared/ui/cx';

interface SelectFieldProps {
  label: string;
  name: string;
  value: string;
  onChange: (event: { target: { value: string } }) => void;
  options: Array<{ value: string; label: string }>;
  error?: string;
  className?: string;
}

export function SelectField({ label, name, value, onChange, options, error, className }: SelectFieldProps) {
  const id = useId();
  const errorId = error ? `${id}-error` : undefined;
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
        aria-describedby={errorId}
        className={cx(selectClasses, error && 'ring-2 ring-red-500')}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {error && (
        <p id={errorId} className="text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
