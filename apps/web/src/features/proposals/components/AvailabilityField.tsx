import { formatNumber } from '@/shared/format';
import { t } from '@/shared/i18n';
import { Button } from '@/shared/ui/Button';
import { TextField } from '@/shared/ui/TextField';
import type { RangeDraft, RangeErrors } from '../availability';

interface AvailabilityFieldProps {
  rows: RangeDraft[];
  errors: RangeErrors[];
  onChange: (rows: RangeDraft[]) => void;
}

/** The availability ranges, one row each (a Jalali day, from, to), added and removed here. */
export function AvailabilityField({ rows, errors, onChange }: AvailabilityFieldProps) {
  const edit = (i: number, field: keyof RangeDraft, value: string) => onChange(rows.map((row, k) => (k === i ? { ...row, [field]: value } : row)));
  return (
    <div className="grid gap-3">
      {rows.length === 0 && <p className="text-sm text-navy-600">{t('proposals.availabilityEmpty')}</p>}
      <ol className="grid gap-3">
        {rows.map((row, i) => {
          const n = formatNumber(i + 1);
          return (
            <li key={i} data-testid="availability-range" className="rounded-xl bg-navy-50/60 p-3 ring-1 ring-navy-100">
              <fieldset className="grid gap-3 sm:grid-cols-[1fr_10rem_10rem_auto] sm:items-start">
                <legend className="sr-only">{t('proposals.rangeN', { n })}</legend>
                <TextField
                  label={t('proposals.day')}
                  name={`availability.${i}.day`}
                  dir="ltr"
                  inputMode="numeric"
                  placeholder={t('proposals.dayPlaceholder')}
                  value={row.day}
                  error={errors[i]?.day}
                  onChange={(event) => edit(i, 'day', event.currentTarget.value)}
                />
                <TextField label={t('proposals.from')} name={`availability.${i}.start`} type="time" dir="ltr" value={row.from} error={errors[i]?.from} onChange={(event) => edit(i, 'from', event.currentTarget.value)} />
                <TextField label={t('proposals.to')} name={`availability.${i}.end`} type="time" dir="ltr" value={row.to} error={errors[i]?.to} onChange={(event) => edit(i, 'to', event.currentTarget.value)} />
                <Button
                  variant="ghost"
                  size="sm"
                  className="justify-self-end sm:mt-8"
                  aria-label={t('proposals.removeRange', { n })}
                  onClick={() => onChange(rows.filter((_, k) => k !== i))}
                >
                  {t('proposals.remove')}
                </Button>
              </fieldset>
            </li>
          );
        })}
      </ol>
      <div>
        <Button variant="secondary" size="sm" onClick={() => onChange([...rows, { day: '', from: '10:00', to: '12:00' }])}>
          {t('proposals.addRange')}
        </Button>
      </div>
    </div>
  );
}
