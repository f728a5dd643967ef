import { useId, useMemo, useState } from 'react';
import { formatNumber, toPersianDigits } from '@/shared/format';
import { getLocale, t } from '@/shared/i18n';
import { fromJalali, gregorianDayToJalali, jalaliMonthLength, jalaliToGregorianDay, toJalali } from '@/shared/jalali';
import { selectClasses } from '@/shared/ui/FieldParts';
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

// The organisers enter Jalali dates in either language; in English the months are transliterated (Farvardin…).
const monthNames = () => {
  const format = new Intl.DateTimeFormat(getLocale() === 'en' ? 'en-u-ca-persian' : 'fa-IR-u-ca-persian', { month: 'long', timeZone: 'UTC' });
  // The 5th of each month of 1405, at noon UTC: safely inside the month in any zone.
  return Array.from({ length: 12 }, (_, i) => format.format(new Date(`${jalaliToGregorianDay({ year: 1405, month: i + 1, day: 5 })}T12:00:00Z`)));
};

const pad = (n: number) => String(n).padStart(2, '0');

function draftOf(value: string, mode: 'datetime' | 'date'): Draft {
  if (!value) return { year: '', month: '', day: '', time: '' };
  const at = mode === 'date' ? { ...gregorianDayToJalali(value), hour: 0, minute: 0 } : toJalali(value);
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
  const [given, setGiven] = useState(value);
  // A new value from outside (a reset, a loaded record, the back button) replaces the draft; the
  // value this input handed on itself comes back as the same instant and leaves the draft alone.
  if (value !== given) {
    setGiven(value);
    if (value !== (valueOf(draft, mode) ?? '')) setDraft(draftOf(value, mode));
  }
  const days = useMemo(() => {
    const year = toNumber(draft.year);
    const month = Number(draft.month);
    return Number.isInteger(year) && year >= 1300 && year <= 1500 && month ? jalaliMonthLength(year, month) : 31;
  }, [draft.year, draft.month]);

  const change = (patch: Partial<Draft>) => {
    const next = { ...draft, ...patch };
    setDraft(next);
    onChange(valueOf(next, mode) ?? '');
  };
  const errorId = error ? `${id}-error` : undefined;
  const [hour = '', minute = ''] = draft.time ? draft.time.split(':') : [];
  const field = cx(selectClasses, 'px-2 py-2.5', error && 'ring-2 ring-red-500');

  return (
    <fieldset className="flex flex-col gap-1.5" aria-describedby={errorId} data-name={name}>
      <legend className="mb-1.5 text-sm font-semibold text-navy-800">{label}</legend>
      <div className={cx('grid gap-2', mode === 'datetime' ? 'grid-cols-[4.5rem_minmax(0,1fr)_5.5rem] sm:grid-cols-[4.5rem_minmax(6rem,1fr)_5.5rem_4.5rem_4.5rem]' : 'grid-cols-[4.5rem_minmax(0,1fr)_5.5rem]')}>
        <select id={`${id}-day`} aria-label={t('admin.day')} className={field} value={draft.day} onChange={(e) => change({ day: e.target.value })} aria-invalid={error ? true : undefined}>
          <option value="">{t('admin.day')}</option>
          {Array.from({ length: days }, (_, i) => (
            <option key={i + 1} value={String(i + 1)}>
              {formatNumber(i + 1)}
            </option>
          ))}
        </select>
        <select id={`${id}-month`} aria-label={t('admin.month')} className={field} value={draft.month} onChange={(e) => change({ month: e.target.value })} aria-invalid={error ? true : undefined}>
          <option value="">{t('admin.month')}</option>
          {monthNames().map((month, i) => (
            <option key={month} value={String(i + 1)}>
              {month}
            </option>
          ))}
        </select>
        <input
          id={`${id}-year`}
          aria-label={t('admin.year')}
          inputMode="numeric"
          className={field}
          placeholder={toPersianDigits(1405)}
          value={draft.year ? toPersianDigits(draft.year) : ''}
          onChange={(e) => change({ year: String(toNumber(e.target.value) || e.target.value.replace(/\D/g, '')) })}
          aria-invalid={error ? true : undefined}
        />
        {mode === 'datetime' && (
          <>
            {/* Two selects, not <input type="time">: the native one shows AM/PM and Latin digits in some browsers. */}
            <select aria-label={t('admin.hour')} className={field} value={hour} onChange={(e) => change({ time: `${e.target.value}:${minute || '00'}` })} aria-invalid={error ? true : undefined}>
              <option value="">{t('admin.hour')}</option>
              {Array.from({ length: 24 }, (_, h) => (
                <option key={h} value={pad(h)}>
                  {toPersianDigits(pad(h))}
                </option>
              ))}
            </select>
            <select aria-label={t('admin.minute')} className={field} value={minute} onChange={(e) => change({ time: `${hour || '00'}:${e.target.value}` })} aria-invalid={error ? true : undefined}>
              <option value="">{t('admin.minute')}</option>
              {Array.from({ length: 60 }, (_, m) => (
                <option key={m} value={pad(m)}>
                  {toPersianDigits(pad(m))}
                </option>
              ))}
            </select>
          </>
        )}
      </div>
      {clearable && (draft.year || draft.month || draft.day) && (
        <button type="button" className="justify-self-start text-sm text-navy-600 underline" onClick={() => change({ year: '', month: '', day: '', time: '' })}>
          {t('admin.clear')}
        </button>
      )}
      {mode === 'datetime' && <p className="text-xs text-navy-500">{t('admin.tehranTime')}</p>}
      {error && (
        <p id={errorId} className="text-sm text-red-700">
          {error}
        </p>
      )}
    </fieldset>
  );
}
