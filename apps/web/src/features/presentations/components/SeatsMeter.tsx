import type { Presentation } from '@fest/contract';
import { formatNumber } from '@/shared/format';
import { t } from '@/shared/i18n';
import { cx } from '@/shared/ui/cx';
import { isAlmostFull, occupancy } from '../presentation-status';

/** Seats left as words and as a bar (the bar is decoration: the words carry the information). */
export function SeatsMeter({ presentation, className }: { presentation: Pick<Presentation, 'capacity' | 'remained_capacity'>; className?: string }) {
  const left = presentation.remained_capacity;
  const full = left <= 0;
  const warn = isAlmostFull(presentation);
  return (
    <div className={className}>
      <p className={cx('text-sm font-semibold', full ? 'text-red-700' : warn ? 'text-accent-700' : 'text-navy-800')}>
        {full
          ? t('programme.noSeatsLeft')
          : t('programme.seatsLeftOf', { left: formatNumber(left), capacity: formatNumber(presentation.capacity) })}
      </p>
      <div aria-hidden="true" className="mt-2 h-2 overflow-hidden rounded-full bg-navy-100">
        <div
          className={cx('h-full rounded-full', full ? 'bg-red-500' : warn ? 'bg-accent-500' : 'bg-navy-600')}
          style={{ inlineSize: `${Math.round(occupancy(presentation) * 100)}%` }}
        />
      </div>
    </div>
  );
}
