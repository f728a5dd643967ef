import { Link } from 'react-router';
import { formatNumber, formatTime, formatToman } from '@/shared/format';
import { t } from '@/shared/i18n';
import { Badge } from '@/shared/ui/Badge';
import { cx } from '@/shared/ui/cx';
import { ClockIcon, SeatIcon } from '@/shared/ui/icons';
import { Skeleton } from '@/shared/ui/Skeleton';
import type { Presentation } from '@/shared/api/presentations';
import { jalaliDay } from '../home-figures';
import { local, localTitle, persianMark } from '@/shared/i18n/content';
import { PresenterNames } from '@/shared/ui/PresenterNames';

const typeTones = { WORKSHOP: 'accent', TALK: 'navy', PACKAGE: 'green' } as const;

/** A compact agenda entry: the day as a calendar tile, then what, who, when, how much and how many seats. */
export function HighlightCard({ presentation: p }: { presentation: Presentation }) {
  const { day, month } = jalaliDay(p.start);
  const soldOut = p.remained_capacity === 0;
  const closed = !p.is_registration_active;
  return (
    <article className="group relative flex h-full gap-4 rounded-[var(--radius-card)] bg-white p-4 shadow-[var(--shadow-card)] ring-1 ring-navy-100 transition hover:shadow-lg focus-within:ring-2 focus-within:ring-accent-400 sm:p-5">
      <div aria-hidden="true" className="flex h-18 w-16 shrink-0 flex-col items-center justify-center rounded-2xl bg-navy-950 text-white">
        <span className="text-2xl leading-none font-black">{day}</span>
        <span className="mt-1.5 text-xs font-semibold text-accent-300">{month}</span>
      </div>
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-center gap-1.5">
          <Badge tone={typeTones[p.service_type]}>{t(`programme.type${p.service_type}`)}</Badge>
          {soldOut && <Badge tone="red">{t('programme.soldOut')}</Badge>}
          {!soldOut && closed && <Badge tone="gray">{t('programme.closed')}</Badge>}
        </div>
        <h3 className="mt-2 leading-7 font-bold text-navy-950">
          <Link to={`/workshop/${p.id}`} className="after:absolute after:inset-0 after:content-[''] focus-visible:outline-none" {...persianMark(local(p, 'fa_title'))}>
            {localTitle(p)}
          </Link>
        </h3>
        {p.presenters.length > 0 && (
          <p className="mt-1 text-sm text-navy-600">
            <PresenterNames presenters={p.presenters} />
          </p>
        )}
        <div className="mt-3 flex flex-wrap items-center gap-x-4 gap-y-1.5 text-sm">
          <span className="inline-flex items-center gap-1.5 text-navy-700">
            <ClockIcon className="size-4 text-navy-400" />
            {t('programme.timeRange', { start: formatTime(p.start), end: formatTime(p.end) })}
          </span>
          <span className={cx('font-bold', p.cost === 0 ? 'text-green-700' : 'text-navy-950')}>{formatToman(p.cost)}</span>
          <span className={cx('inline-flex items-center gap-1.5', soldOut ? 'text-red-700' : 'text-navy-600')}>
            <SeatIcon className="size-4" />
            {soldOut ? t('programme.noSeatsLeft') : t('programme.seatsLeft', { count: formatNumber(p.remained_capacity) })}
          </span>
        </div>
      </div>
    </article>
  );
}

export function HighlightCardSkeleton() {
  return (
    <div className="flex gap-4 rounded-[var(--radius-card)] bg-white p-5 ring-1 ring-navy-100">
      <Skeleton className="h-18 w-16 shrink-0 rounded-2xl" />
      <div className="grid flex-1 content-start gap-2.5">
        <Skeleton className="h-5 w-16 rounded-full" />
        <Skeleton className="h-5 w-4/5" />
        <Skeleton className="h-4 w-1/3" />
        <Skeleton className="h-4 w-2/3" />
      </div>
    </div>
  );
}
