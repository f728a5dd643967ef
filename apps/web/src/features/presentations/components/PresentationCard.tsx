import type { Presentation } from '@fest/contract';
import { editionPath, useEdition } from '@/shared/edition';
import { Link } from 'react-router';
import { formatDate, formatNumber, formatToman } from '@/shared/format';
import { t } from '@/shared/i18n';
import { cx } from '@/shared/ui/cx';
import { CalendarIcon, ClockIcon, MapPinIcon, SeatIcon } from '@/shared/ui/icons';
import { PersonAvatar } from '@/shared/ui/PersonAvatar';
import { Skeleton } from '@/shared/ui/Skeleton';
import { StarButton } from '@/shared/ui/StarButton';
import { WaitlistButton } from '@/shared/ui/WaitlistButton';
import { fullName, timeRange } from '../presentation-format';
import { PresenterNames } from '@/shared/ui/PresenterNames';
import { availability, isAlmostFull } from '../presentation-status';
import { AvailabilityBadge, TagChip, TypeBadge } from './Badges';
import { Poster } from './Poster';
import { ClashMark } from './SessionMarks';
import { local, persianMark, secondTitle } from '@/shared/i18n/content';
import { Local } from '@/shared/ui/Local';
import { HydrateLater } from '@/shared/ui/HydrateLater';

interface PresentationCardProps {
  presentation: Presentation;
  now: Date;
  /** Poster loading (Poster's `eager` and `first`). */
  eager?: boolean;
  first?: boolean;
}

/** One item of the programme: everything needed to decide, and the whole card leads to its page. */
export function PresentationCard({ presentation: p, now, eager, first }: PresentationCardProps) {
  const edition = useEdition();
  const status = availability(p, now);
  const unavailable = status !== 'open';
  const title = local(p, 'fa_title');
  return (
    <HydrateLater
      as="article"
      data-testid="presentation-card"
      className={cx(
        'group relative flex flex-col overflow-hidden rounded-[var(--radius-card)] bg-white shadow-[var(--shadow-card)] ring-1 ring-navy-100',
        'transition duration-200 hover:-translate-y-0.5 hover:shadow-xl hover:shadow-navy-900/10 focus-within:ring-2 focus-within:ring-accent-400',
      )}
    >
      {/* The server's posters carry their own labels in a corner, so the badges sit below, not on top. */}
      <Poster presentation={p} eager={eager} first={first} className={cx(status === 'started' && 'grayscale-[60%]')} />

      <div className="flex flex-1 flex-col p-5">
        <div className="mb-3 flex flex-wrap items-center gap-1.5">
          <StarButton presentation={p} className="order-last ms-auto" />
          <TypeBadge type={p.service_type} />
          <AvailabilityBadge status={status} presentation={p} />
          {p.tags.length > 0 && (
            <ul className="flex flex-wrap gap-1.5" aria-label={t('programme.tags')}>
              {p.tags.map((tag) => (
                <li key={tag.id}>
                  <TagChip tag={tag} />
                </li>
              ))}
            </ul>
          )}
        </div>
        <h2 className="text-lg leading-8 font-bold text-navy-950">
          {/* The link's ::after covers the card, so the whole card is one target with one accessible name. */}
          <Link to={editionPath(edition, `/workshop/${p.id}`)} className="after:absolute after:inset-0 after:content-[''] focus-visible:outline-none" {...persianMark(title)}>
            {title.text}
          </Link>
        </h2>
        {secondTitle(p) && (
          <p className="mt-0.5 text-sm leading-6 text-navy-500">
            <span dir="ltr" lang="en">
              {secondTitle(p)}
            </span>
          </p>
        )}

        {p.presenters.length > 0 && (
          <div className="mt-4 flex items-center gap-2.5">
            <div className="flex -space-x-2">
              {p.presenters.slice(0, 3).map((person) => (
                <PersonAvatar key={person.id} name={fullName(person)} src={person.avatar} size="sm" />
              ))}
            </div>
            <p className="text-sm font-medium text-navy-700">
              <PresenterNames presenters={p.presenters} />
            </p>
          </div>
        )}

        <dl className="mt-4 grid gap-2 text-sm text-navy-700">
          <div className="flex items-center gap-2">
            <dt className="sr-only">{t('programme.date')}</dt>
            <CalendarIcon className="size-4.5 shrink-0 text-navy-400" />
            <dd>{formatDate(p.start)}</dd>
          </div>
          <div className="flex items-center gap-2">
            <dt className="sr-only">{t('programme.time')}</dt>
            <ClockIcon className="size-4.5 shrink-0 text-navy-400" />
            <dd>{timeRange(p)}</dd>
          </div>
          {p.room && (
            <div className="flex items-center gap-2">
              <dt className="sr-only">{t('festival.room')}</dt>
              <MapPinIcon className="size-4.5 shrink-0 text-navy-400" />
              <dd data-testid="card-room">
                <Local value={local(p, 'room')} />
              </dd>
            </div>
          )}
        </dl>
        <ClashMark presentation={p} className="relative mt-3" />

        <div className="mt-auto pt-5">
          <div className="flex items-end justify-between gap-3 border-t border-dashed border-navy-100 pt-4">
            <p className={cx('text-base font-extrabold', p.cost === 0 ? 'text-green-700' : 'text-navy-950')}>
              <span className="sr-only">{`${t('programme.price')}: `}</span>
              {formatToman(p.cost)}
            </p>
            <p
              className={cx(
                'flex items-center gap-1.5 text-sm font-semibold',
                p.remained_capacity === 0 ? 'text-red-700' : isAlmostFull(p) && !unavailable ? 'text-accent-700' : 'text-navy-600',
              )}
            >
              <SeatIcon className="size-4.5 shrink-0" />
              {p.remained_capacity === 0
                ? t('programme.noSeatsLeft')
                : t('programme.seatsLeft', { count: formatNumber(p.remained_capacity) })}
            </p>
          </div>
          {status === 'soldOut' && <WaitlistButton presentation={p} look="card" className="mt-3" />}
        </div>
      </div>
    </HydrateLater>
  );
}

/** The card's shape while the programme loads. */
export function PresentationCardSkeleton() {
  return (
    <div className="overflow-hidden rounded-[var(--radius-card)] bg-white shadow-[var(--shadow-card)] ring-1 ring-navy-100">
      <Skeleton className="aspect-video w-full rounded-none" />
      <div className="grid gap-3 p-5">
        <Skeleton className="h-5 w-20 rounded-full" />
        <Skeleton className="h-6 w-11/12" />
        <Skeleton className="h-4 w-2/3" />
        <Skeleton className="mt-2 h-4 w-1/2" />
        <Skeleton className="h-4 w-2/5" />
        <div className="mt-3 flex justify-between border-t border-dashed border-navy-100 pt-4">
          <Skeleton className="h-5 w-24" />
          <Skeleton className="h-5 w-20" />
        </div>
      </div>
    </div>
  );
}
