import { useId } from 'react';
import { formatNumber, toPersianDigits } from '@/shared/format';
import { t } from '@/shared/i18n';
import { cx } from '@/shared/ui/cx';
import '../review-strings';

/** The most a category scores (the contract's REVIEW_SCORE_MAX; a value import would bring zod along). */
const SCORE_MAX = 5;
const scores = Array.from({ length: SCORE_MAX + 1 }, (_, n) => n);

interface ScoreChoiceProps {
  category: { key: string; name: string; weight: number };
  value: number | null;
  onChange: (score: number) => void;
  error?: string;
}

/** One category's score, 0 to 5: native radio buttons (arrow keys move between them) drawn as a row of numbers. */
export function ScoreChoice({ category, value, onChange, error }: ScoreChoiceProps) {
  const id = useId();
  return (
    <fieldset aria-describedby={error ? `${id}-error` : undefined} aria-invalid={error ? true : undefined}>
      <legend className="mb-2 text-sm font-semibold text-navy-800">{t('review.scoreLegend', { name: category.name, weight: formatNumber(category.weight) })}</legend>
      <div className="grid grid-cols-6 gap-2 sm:max-w-md">
        {scores.map((n) => (
          <label key={n} className="relative">
            <input
              type="radio"
              name={`scores.${category.key}`}
              value={n}
              checked={value === n}
              onChange={() => onChange(n)}
              aria-label={t('review.scoreOf', { score: toPersianDigits(n) })}
              className="peer absolute inset-0 size-full cursor-pointer opacity-0"
            />
            <span
              aria-hidden="true"
              className={cx(
                'grid h-11 place-items-center rounded-xl text-lg font-bold ring-1 transition peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-accent-500',
                value === n ? 'bg-navy-900 text-white ring-navy-900' : 'bg-white text-navy-800 ring-navy-200 peer-hover:bg-navy-50',
                error && value === null && 'ring-2 ring-red-500',
              )}
            >
              {toPersianDigits(n)}
            </span>
          </label>
        ))}
      </div>
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      )}
    </fieldset>
  );
}
