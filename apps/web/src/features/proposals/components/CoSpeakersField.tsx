import { t } from '@/shared/i18n';
import { formatNumber } from '@/shared/format';
import { Button } from '@/shared/ui/Button';
import { TextField } from '@/shared/ui/TextField';
import { MAX_CO_SPEAKERS, type DraftErrors } from '../proposal-draft';

interface CoSpeakersFieldProps {
  phones: string[];
  onChange: (phones: string[]) => void;
  errors: DraftErrors;
  /** Clears the errors of the rows from `index` on (their numbers shift when a row goes). */
  onEdited: (index: number) => void;
}

/** The co-speakers' phones, one row each: added and removed here, read as the contract reads phones when sent. */
export function CoSpeakersField({ phones, onChange, errors, onEdited }: CoSpeakersFieldProps) {
  const listError = errors.co_speakers;
  return (
    <fieldset className="grid gap-3" aria-describedby="co-speakers-hint">
      <legend className="float-start mb-1 w-full text-base font-bold text-navy-900">{t('proposals.coSpeakers')}</legend>
      <p id="co-speakers-hint" className="text-xs leading-5 text-navy-500">
        {t('proposals.coSpeakersHint', { max: formatNumber(MAX_CO_SPEAKERS) })}
      </p>
      {phones.length === 0 && <p className="text-sm text-navy-600">{t('proposals.coSpeakersNone')}</p>}
      <ol className="grid gap-3">
        {phones.map((phone, i) => (
          <li key={i} className="flex items-start gap-2" data-testid="co-speaker">
            <TextField
              label={t('proposals.coSpeakerPhone', { n: formatNumber(i + 1) })}
              name={`co_speakers.${i}`}
              type="tel"
              autoComplete="off"
              value={phone}
              error={errors[`co_speakers.${i}`]}
              className="min-w-0 flex-1"
              onChange={(event) => {
                const value = event.currentTarget.value;
                onChange(phones.map((p, k) => (k === i ? value : p)));
                onEdited(i);
              }}
            />
            <Button
              type="button"
              variant="ghost"
              size="sm"
              className="mt-8 shrink-0"
              aria-label={t('proposals.removeCoSpeaker', { n: formatNumber(i + 1) })}
              onClick={() => {
                onChange(phones.filter((_, k) => k !== i));
                onEdited(i);
              }}
            >
              {t('proposals.remove')}
            </Button>
          </li>
        ))}
      </ol>
      {listError && (
        <p role="alert" className="flex items-start gap-1 text-sm text-red-700">
          <span aria-hidden="true">●</span>
          {listError}
        </p>
      )}
      {phones.length < MAX_CO_SPEAKERS && (
        <div>
          <Button type="button" variant="secondary" size="sm" onClick={() => onChange([...phones, ''])}>
            {t('proposals.addCoSpeaker')}
          </Button>
        </div>
      )}
    </fieldset>
  );
}
