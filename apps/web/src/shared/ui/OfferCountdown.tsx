import { formatClock, formatTime } from '../format';
import { t } from '../i18n';
import { cx } from './cx';

/**
 * A waiting-list offer: the seat held for the visitor, until when, and a live countdown (a timer
 * role, so a screen reader is not interrupted every second).
 */
export function OfferCountdown({ deadline, secondsLeft, className }: { deadline: string; secondsLeft: number; className?: string }) {
  return (
    <div className={cx('rounded-xl bg-accent-50 px-4 py-3 text-sm leading-6 text-navy-900 ring-1 ring-accent-300', className)} data-testid="waitlist-offer">
      <p className="flex flex-wrap items-center justify-between gap-2 font-bold">
        <span>{t('waitlist.offerTitle')}</span>
        <span role="timer" aria-label={t('waitlist.offerLeftLabel')} className="rounded-lg bg-white px-2 py-0.5 tabular-nums text-accent-800 ring-1 ring-accent-200" data-testid="offer-countdown">
          {t('waitlist.offerLeft', { time: formatClock(secondsLeft) })}
        </span>
      </p>
      <p className="mt-1 text-navy-700">{t('waitlist.offerUntil', { time: formatTime(deadline) })}</p>
    </div>
  );
}
