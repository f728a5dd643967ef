import { useId, useState } from 'react';
import { t } from '@/shared/i18n';
import { inputClasses } from '@/shared/ui/TextField';
import { cx } from '@/shared/ui/cx';
import '../messages';

interface IdPickerProps {
  label: string;
  name: string;
  options: Array<{ id: number; label: string }>;
  selected: number[];
  onChange: (ids: number[]) => void;
  error?: string;
  hint?: string;
}

/** Several of a short list (presenters, tags, presentations): a filter box over checkboxes. */
export function IdPicker({ label, name, options, selected, onChange, error, hint }: IdPickerProps) {
  const id = useId();
  const [filter, setFilter] = useState('');
  const shown = filter.trim() ? options.filter((o) => o.label.includes(filter.trim())) : options;
  const toggle = (value: number) => onChange(selected.includes(value) ? selected.filter((v) => v !== value) : [...selected, value]);
  return (
    <fieldset className="flex flex-col gap-2" aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="mb-1.5 text-sm font-semibold text-navy-800">{label}</legend>
      {hint && <p className="text-xs text-navy-500">{hint}</p>}
      {options.length > 8 && (
        <input
          type="search"
          aria-label={t('admin.filterOptions', { what: label })}
          placeholder={t('admin.filterOptions', { what: label })}
          value={filter}
          onChange={(e) => setFilter(e.target.value)}
          className={cx(inputClasses, 'py-2')}
        />
      )}
      <ul className="flex max-h-48 flex-wrap gap-2 overflow-y-auto">
        {shown.map((option) => {
          const on = selected.includes(option.id);
          return (
            <li key={option.id}>
              <label className={cx('flex cursor-pointer items-center gap-2 rounded-full px-3 py-1.5 text-sm ring-1 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-accent-500', on ? 'bg-navy-900 text-white ring-navy-900' : 'bg-white text-navy-800 ring-navy-200')}>
                <input type="checkbox" name={name} value={option.id} checked={on} onChange={() => toggle(option.id)} className="sr-only" />
                {option.label}
              </label>
            </li>
          );
        })}
        {options.length === 0 && <li className="text-sm text-navy-500">{t('admin.noOptions')}</li>}
      </ul>
      {error && (
        <p id={`${id}-error`} className="text-sm text-red-700">
          {error}
        </p>
      )}
    </fieldset>
  );
}
