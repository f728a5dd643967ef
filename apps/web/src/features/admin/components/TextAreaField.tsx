import { useId } from 'react';
import { inputClasses } from '@/shared/ui/TextField';
import { cx } from '@/shared/ui/cx';

interface TextAreaFieldProps {
  label: string;
  name: string;
  value: string;
  onChange: (event: { target: { value: string } }) => void;
  error?: string;
  hint?: string;
  rows?: number;
  dir?: 'ltr' | 'rtl';
  lang?: string;
}

export function TextAreaField({ label, name, value, onChange, error, hint, rows = 4, dir, lang }: TextAreaFieldProps) {
  const id = useId();
  const errorId = error ? `${id}-error` : undefined;
  // As TextField: while the field has an error, the error alone describes it (the hint returns with the next edit).
  const hintId = hint && !error ? `${id}-hint` : undefined;
  return (
    <div className="flex flex-col gap-1.5">
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
        onChange={onChange}
        aria-invalid={error ? true : undefined}
        aria-describedby={cx(errorId, hintId) || undefined}
        className={cx(inputClasses, error && 'ring-2 ring-red-500')}
      />
      {hintId && (
        <p id={hintId} className="text-xs text-navy-500">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
