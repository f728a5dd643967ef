import { formatNumber } from '@/shared/format';
import { t } from '@/shared/i18n';
import { Skeleton } from '@/shared/ui/Skeleton';
import type { Figures as FigureValues } from '../home-figures';

const items = [
  { key: 'workshops', label: 'programme.figureWorkshops' },
  { key: 'talks', label: 'programme.figureTalks' },
  { key: 'presenters', label: 'programme.figurePresenters' },
  { key: 'days', label: 'programme.figureDays' },
] as const;

/** Four numbers that say how big the festival is; overlaps the hero's lower edge. */
export function Figures({ figures }: { figures: FigureValues | undefined }) {
  return (
    <section aria-labelledby="figures-heading" className="relative z-10 mx-auto -mt-16 max-w-6xl px-4 sm:px-6 lg:-mt-20">
      <h2 id="figures-heading" className="sr-only">
        {t('programme.figuresHeading')}
      </h2>
      <dl className="grid grid-cols-2 gap-px overflow-hidden rounded-[var(--radius-card)] bg-navy-100 shadow-xl ring-1 shadow-navy-950/10 ring-navy-100 lg:grid-cols-4">
        {items.map((item) => (
          <div key={item.key} className="flex flex-col-reverse items-center gap-1 bg-white px-4 py-6 text-center sm:py-8">
            <dt className="text-sm font-medium text-navy-600">{t(item.label)}</dt>
            <dd className="text-3xl font-black text-navy-950 sm:text-4xl" data-testid={`figure-${item.key}`}>
              {figures ? formatNumber(figures[item.key]) : <Skeleton className="h-9 w-14" />}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
