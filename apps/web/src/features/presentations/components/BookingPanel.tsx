import type { Presentation } from '@fest/contract';
import { useId, type ReactNode } from 'react';
import { useGetFestivalQuery } from '@/shared/api/festival';
import { useEdition } from '@/shared/edition';
import { downloadCalendar } from '@/shared/calendar';
import { sessionLocation, sessionPlaces } from '@/shared/festival-facts';
import { LocalList } from '@/shared/ui/Local';
import { formatDate, formatNumber, formatToman } from '@/shared/format';
import { t } from '@/shared/i18n';
import { Button, ButtonLink } from '@/shared/ui/Button';
import { Card } from '@/shared/ui/Card';
import { cx } from '@/shared/ui/cx';
import { CalendarIcon, ClockIcon, DownloadIcon, HourglassIcon, LockIcon, MapPinIcon, SeatIcon, VideoIcon } from '@/shared/ui/icons';
import { presentationCalendarEvent } from '../presentation-calendar';
import { formatDuration, timeRange } from '../presentation-format';
import { availability, durationMinutes } from '../presentation-status';
import { SeatsMeter } from './SeatsMeter';
import { WaitlistButton } from '@/shared/ui/WaitlistButton';

interface BookingPanelProps {
  presentation: Presentation;
  now: Date;
  signedIn: boolean;
  /** Supplied by app/ (the cart feature's button); without it a placeholder explains what to do. */
  cartAction?: (presentation: Presentation) => ReactNode;
}

const reasons = {
  soldOut: 'programme.reasonSoldOut',
  closed: 'programme.reasonClosed',
  started: 'programme.reasonStarted',
} as const;

/** Price, time, seats and the one thing to do next: book, or why booking is not possible. */
export function BookingPanel({ presentation: p, now, signedIn, cartAction }: BookingPanelProps) {
  const status = availability(p, now);
  const ended = new Date(p.end).getTime() <= now.getTime();
  // The session's own edition's venue (an archived one's under /archive/{slug}/).
  const { data: facts } = useGetFestivalQuery(useEdition());
  const places = sessionPlaces(p, facts);
  const location = sessionLocation(p, facts);

  return (
    <Card as="aside" padded={false} aria-labelledby="booking-price" className="overflow-hidden">
      <div className="bg-navy-50/70 px-5 py-4 sm:px-6">
        <p className="text-sm text-navy-600">{t('programme.price')}</p>
        <p id="booking-price" className={cx('mt-0.5 text-2xl font-black', p.cost === 0 ? 'text-green-700' : 'text-navy-950')}>
          {formatToman(p.cost)}
        </p>
      </div>

      <div className="grid gap-5 px-5 py-5 sm:px-6">
        <dl className="grid gap-3 text-sm">
          <Fact icon={<CalendarIcon />} term={t('programme.date')} value={formatDate(p.start)} />
          <Fact icon={<ClockIcon />} term={t('programme.time')} value={timeRange(p)} />
          <Fact icon={<HourglassIcon />} term={t('programme.duration')} value={formatDuration(durationMinutes(p))} />
          {location ? <Fact icon={<MapPinIcon />} term={t('festival.location')} value={<LocalList values={places} />} testId="booking-location" /> : null}
          <Fact icon={<SeatIcon />} term={t('programme.capacity')} value={t('programme.capacityValue', { count: formatNumber(p.capacity) })} />
        </dl>

        <SeatsMeter presentation={p} />

        <div data-testid="booking-action">
          {status === 'open' ? (
            (cartAction?.(p) ?? <DefaultCartAction presentation={p} signedIn={signedIn} />)
          ) : (
            <>
              <p
                role="status"
                className={cx(
                  'flex items-start gap-2.5 rounded-xl px-4 py-3 text-sm leading-6 font-semibold ring-1',
                  status === 'soldOut' ? 'bg-red-50 text-red-800 ring-red-200' : 'bg-navy-50 text-navy-800 ring-navy-200',
                )}
              >
                <LockIcon className="mt-0.5 size-4.5 shrink-0" />
                {t(reasons[status])}
              </p>
              {/* Full: the waiting list instead of the add button (an offer's seat counts as taken too). */}
              {status === 'soldOut' && <WaitlistButton presentation={p} className="mt-3" />}
            </>
          )}
        </div>

        {p.presentation_link ? (
          <a href={p.presentation_link} target="_blank" rel="noopener noreferrer" className="inline-flex items-center justify-center gap-2 rounded-xl bg-green-700 px-5 py-3 font-semibold text-white hover:bg-green-600">
            <VideoIcon />
            {t('programme.joinOnline')}
          </a>
        ) : null}

        {!ended && (
          <div className="border-t border-navy-100 pt-4">
            <Button
              variant="secondary"
              block
              icon={<DownloadIcon />}
              onClick={() => downloadCalendar([presentationCalendarEvent(p, window.location.origin, location)], p.en_title || `presentation-${p.id}`)}
            >
              {t('programme.addToCalendar')}
            </Button>
            <p className="mt-2 text-center text-xs text-navy-500">{t('programme.addToCalendarHint')}</p>
          </div>
        )}
      </div>
    </Card>
  );
}

function Fact({ icon, term, value, testId }: { icon: ReactNode; term: string; value: ReactNode; testId?: string }) {
  return (
    // A <dl> group may hold only <dt> and <dd> (axe definition-list): the icon lives inside the term,
    // placed beside the pair.
    <div className="relative flex min-h-9 flex-col justify-center ps-12">
      <dt className="text-xs text-navy-500">
        <span aria-hidden="true" className="absolute start-0 top-1/2 grid size-9 -translate-y-1/2 place-items-center rounded-xl bg-navy-50 text-navy-600 [&>svg]:size-4.5">
          {icon}
        </span>
        {term}
      </dt>
      <dd className="font-semibold text-navy-900" data-testid={testId}>
        {value}
      </dd>
    </div>
  );
}

/**
 * Stands in until app/ passes the cart feature's button: an anonymous visitor is sent to log in
 * and brought back here; a signed-in one is told the button is not available on this page yet.
 */
function DefaultCartAction({ presentation, signedIn }: { presentation: Presentation; signedIn: boolean }) {
  const hintId = useId();
  if (!signedIn) {
    return (
      <>
        <ButtonLink to={`/login?next=/workshop/${presentation.id}`} size="lg" block aria-describedby={hintId}>
          {t('programme.addToCart')}
        </ButtonLink>
        <p id={hintId} className="mt-2 text-center text-xs text-navy-500">
          {t('programme.addToCartLoginHint')}
        </p>
      </>
    );
  }
  return (
    <>
      <Button size="lg" block disabled aria-describedby={hintId}>
        {t('programme.addToCart')}
      </Button>
      <p id={hintId} className="mt-2 text-center text-xs text-navy-500">
        {t('programme.addToCartUnavailable')}
      </p>
    </>
  );
}
