import { useId, useMemo, useState } from 'react';
import { formatNumber, toPersianDigits } from '@/shared/format';
import { t } from '@/shared/i18n';
import { fromJalali, gregorianDayToJalali, jalaliMonthLength, jalaliToGregorianDay, toJalali } from '@/shared/jalali';
import { inputClasses } from '@/shared/ui/TextField';
import { cx } from '@/shared/ui/cx';
import { toNumber } from '../admin-form';
import '../messages';

interface JalaliDateTimeInputProps {
  label: string;
  name: string;
  /** 'datetime': an ISO time in UTC (or ''); 'date': a Tehran day YYYY-MM-DD (or ''). */
  value: string;
  onChange: (value: string) => void;
  mode?: 'datetime' | 'date';
  error?: string;
  /** Offer a way to leave it empty (an optional date). */
  clearable?: boolean;
}

interface Draft {
  year: string;
  month: string;
  day: string;
  time: string;
}

const monthNames = (() => {
  const format = new Intl.DateTimeFormat('fa-IR-u-ca-persian', { month: 'long', timeZone: 'UTC' });
  // The 5th of each month of 1405, at noon UTC: safely inside the month in any zone.
  return Array.from({ length: 12 }, (_, i) => format.format(new Date(`${jalaliToGregorianDay({ year: 1405, month: i + 1, day: 5 })}T12:00:00Z`)));
})();

function draftOf(value: string, mode: 'datetime' | 'date'): Draft {
  if (!value) return { year: '', month: '', day: '', time: '' };
  const at = mode === 'date' ? { ...gregorianDayToJalali(value), hour: 0, minute: 0 } : toJalali(value);
  const pad = (n: number) => String(n).padStart(2, '0');
  return { year: String(at.year), month: String(at.month), day: String(at.day), time: `${pad(at.hour)}:${pad(at.minute)}` };
}

/** The value a complete draft stands for, or null while it is incomplete. */
function valueOf(draft: Draft, mode: 'datetime' | 'date'): string | null {
  const year = toNumber(draft.year);
  const month = Number(draft.month);
  const day = Number(draft.day);
  if (!Number.isInteger(year) || year < 1300 || year > 1500 || !month || !day) return null;
  const safeDay = Math.min(day, jalaliMonthLength(year, month));
  if (mode === 'date') return jalaliToGregorianDay({ year, month, day: safeDay });
  const match = /^(\d{1,2}):(\d{2})$/.exec(draft.time);
  if (!match) return null;
  return fromJalali({ year, month, day: safeDay, hour: Number(match[1]), minute: Number(match[2]) }).toISOString();
}

/**
 * A date (and time) typed in the Persian calendar and Tehran's clock, handed on as the API stores
 * it: an ISO time in UTC, or a Tehran day. Year, month and day are separate fields (a phone's
 * native date picker only knows the Gregorian calendar); the time is a native 24-hour time input.
 */
export function JalaliDateTimeInput({ label, name, value, onChange, mode = 'datetime', error, clearable }: JalaliDateTimeInputProps) {
  const id = useId();
  const [draft, setDraft] = useState(() => draftOf(value, mode));
  const [shown, setShown] = useState(value);
  // A new value from outside (a reset, a loaded record) replaces the draft.
  if (value !== shown) {
    setShown(value);
    if (value !== valueOf(draft, mode)) setDraft(draftOf(value, mode));
  }
  const days = useMemo(() => {
    const year = toNumber(draft.year);
    const month = Number(draft.month);
    return Number.isInteger(year) && year >= 1300 && year <= 1500 && month ? jalaliMonthLength(year, month) : 31;
  }, [draft.year, draft.month]);

  const change = (patch: Partial<Draft>) => {
    const next = { ...draft, ...patch };
    setDraft(next);
    const complete = valueOf(next, mode);
    const emitted = complete ?? '';
    setShown(emitted);
    onChange(emitted);
  };
  const errorId = error ? `${id}-error` : undefined;
  const field = cx(inputClasses, 'px-3 py-2.5', error && 'ring-2 ring-red-500');

  return (
    <fieldset className="flex flex-col gap-1.5" aria-describedby={errorId} data-name={name}>
      <legend className="mb-1.5 text-sm font-semibold text-navy-800">{label}</legend>
      <div className="flex flex-wrap gap-2">
        <label className="sr-only" htmlFor={`${id}-day`}>
          {t('admin.day')}
        </label>
        <select id={`${id}-day`} className={cx(field, 'w-20')} value={draft.day} onChange={(e) => change({ day: e.target.value })} aria-invalid={error ? true : undefined}>
          <option value="">{t('admin.day')}</option>
          {Array.from({ length: days }, (_, i) => (
            <option key={i + 1} value={String(i + 1)}>
              {formatNumber(i + 1)}
            </option>
          ))}
        </select>
        <label className="sr-only" htmlFor={`${id}-month`}>
          {t('admin.month')}
        </label>
        <select id={`${id}-month`} className={cx(field, 'w-32')} value={draft.month} onChange={(e) => change({ month: e.target.value })} aria-invalid={error ? true : undefined}>
          <option value="">{t('admin.month')}</option>
          {monthNames.map((month, i) => (
            <option key={month} value={String(i + 1)}>
              {month}
            </option>
          ))}
        </select>
        <label className="sr-only" htmlFor={`${id}-year`}>
          {t('admin.year')}
        </label>
        <input
          id={`${id}-year`}
          inputMode="numeric"
          className={cx(field, 'w-24')}
          placeholder={toPersianDigits(1405)}
          value={draft.year ? toPersianDigits(draft.year) : ''}
          onChange={(e) => change({ year: String(toNumber(e.target.value) || e.target.value.replace(/\D/g, '')) })}
          aria-invalid={error ? true : undefined}
        />
        {mode === 'datetime' && (
          <>
            <label className="sr-only" htmlFor={`${id}-time`}>
              {t('admin.time')}
            </label>
            <input
              id={`${id}-time`}
              type="time"
              dir="ltr"
              className={cx(field, 'w-32')}
              value={draft.time}
              onChange={(e) => change({ time: e.target.value })}
              aria-invalid={error ? true : undefined}
            />
          </>
        )}
        {clearable && (draft.year || draft.month || draft.day) && (
          <button type="button" className="text-sm text-navy-600 underline" onClick={() => change({ year: '', month: '', day: '', time: '' })}>
            {t('admin.clear')}
          </button>
        )}
      </div>
      {mode === 'datetime' && <p className="text-xs text-navy-500">{t('admin.tehranTime')}</p>}
      {error && (
        <p id={errorId} className="text-sm text-red-700">
          {error}
        </p>
      )}
    </fieldset>
  );
}
