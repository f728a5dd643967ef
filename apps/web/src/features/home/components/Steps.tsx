import { formatNumber } from '@/shared/format';
import { t } from '@/shared/i18n';

const steps = [
  { title: 'programme.step1Title', text: 'programme.step1Text' },
  { title: 'programme.step2Title', text: 'programme.step2Text' },
  { title: 'programme.step3Title', text: 'programme.step3Text' },
] as const;

/** How signing up works, for a visitor who has never done it. */
export function Steps() {
  return (
    <section aria-labelledby="steps-heading" className="mx-auto max-w-6xl px-4 sm:px-6">
      <h2 id="steps-heading" className="text-2xl font-extrabold text-navy-950 sm:text-3xl">
        {t('programme.stepsHeading')}
      </h2>
      <ol className="mt-6 grid gap-4 md:grid-cols-3">
        {steps.map((step, index) => (
          <li key={step.title} className="flex gap-4 rounded-[var(--radius-card)] bg-white p-5 shadow-[var(--shadow-card)] ring-1 ring-navy-100 md:flex-col md:p-6">
            <span aria-hidden="true" className="grid size-11 shrink-0 place-items-center rounded-xl bg-accent-400 text-lg font-black text-navy-950">
              {formatNumber(index + 1)}
            </span>
            <div>
              <h3 className="text-lg font-bold text-navy-950 md:mt-1">{t(step.title)}</h3>
              <p className="mt-1.5 text-sm leading-7 text-navy-600">{t(step.text)}</p>
            </div>
          </li>
        ))}
      </ol>
    </section>
  );
}
