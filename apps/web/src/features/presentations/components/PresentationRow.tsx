import type { Presentation } from '@fest/contract';
import { editionPath, useEdition } from '@/shared/edition';
import { Link } from 'react-router';
import { formatDate, formatNumber, formatToman, listComma } from '@/shared/format';
import { t } from '@/shared/i18n';
import { local, persianMark } from '@/shared/i18n/content';
import { cx } from '@/shared/ui/cx';
import { StarButton } from '@/shared/ui/StarButton';
import { WaitlistButton } from '@/shared/ui/WaitlistButton';
import { timeRange } from '../presentation-format';
import { PresenterNames } from '@/shared/ui/PresenterNames';
import { availability, isAlmostFull } from '../presentation-status';
import { AvailabilityBadge, TypeBadge } from './Badges';

/**
 * One session in the compact list: what a card says that a choice turns on (title, presenters, when,
 * price, seats) in a few lines, with the star beside the title (and, when full, the waiting list). The whole row leads to its page, where
 * the poster, the room and the booking are.
 */
export function PresentationRow({ presentation: p, now }: { presentation: Presentation; now: Date }) {
  const edition = useEdition();
  const status = availability(p, now);
  const title = local(p, 'fa_title');
  return (
    <li
      data-testid="presentation-row"
      className="relative rounded-2xl bg-white px-4 py-3 shadow-sm ring-1 ring-navy-100 transition focus-within:ring-2 focus-within:ring-accent-400 hover:ring-navy-200"
    >
      <div className="flex items-start gap-3">
        <div className="min-w-0 flex-1">
          <h2 className="text-base leading-7 font-bold text-navy-950">
            {/* The link's ::after covers the row, so the whole row is one target with one accessible name. */}
            <Link to={editionPath(edition, `/workshop/${p.id}`)} className="after:absolute after:inset-0 after:rounded-2xl after:content-[''] focus-visible:outline-none" {...persianMark(title)}>
              {title.text}
            </Link>
          </h2>
          {p.presenters.length > 0 && (
            <p className="truncate text-sm text-navy-600">
              <PresenterNames presenters={p.presenters} />
            </p>
          )}
        </div>
        <StarButton presentation={p} />
      </div>
      <p className="mt-1.5 text-sm text-navy-700">
        {formatDate(p.start)}
        {listComma()}
        {timeRange(p)}
      </p>
      <div className="mt-1.5 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
        <TypeBadge type={p.service_type} />
        <span className={cx('font-extrabold', p.cost === 0 ? 'text-green-700' : 'text-navy-950')}>
          <span className="sr-only">{`${t('programme.price')}: `}</span>
          {formatToman(p.cost)}
        </span>
        <span
          className={cx(
            'font-semibold',
            p.remained_capacity === 0 ? 'text-red-700' : isAlmostFull(p) && status === 'open' ? 'text-accent-700' : 'text-navy-600',
          )}
        >
          {p.remained_capacity === 0 ? t('programme.noSeatsLeft') : t('programme.seatsLeft', { count: formatNumber(p.remained_capacity) })}
        </span>
        {status !== 'open' && <AvailabilityBadge status={status} presentation={p} />}
      </div>
      {status === 'soldOut' && <WaitlistButton presentation={p} look="card" className="mt-2" />}
    </li>
  );
}
