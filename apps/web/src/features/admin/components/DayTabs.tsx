import type { KeyboardEvent } from 'react';
import { t } from '@/shared/i18n';
import { cx } from '@/shared/ui/cx';
import '../messages';

/** The festival's days as tabs; the arrow keys move along them (the next day is on the left in Persian). */
export function DayTabs({ days, day, label, panelId, onChoose }: { days: string[]; day: string; label: (day: string) => string; panelId: string; onChoose: (day: string) => void }) {
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
    const rtl = getComputedStyle(event.currentTarget).direction === 'rtl';
    const step = (event.key === 'ArrowLeft') === rtl ? 1 : -1;
    const next = days[(days.indexOf(day) + step + days.length) % days.length];
    if (!next) return;
    event.preventDefault();
    onChoose(next);
    event.currentTarget.querySelector<HTMLElement>(`[data-day="${next}"]`)?.focus();
  };
  return (
    <div role="tablist" aria-label={t('admin.scheduleDays')} onKeyDown={onKeyDown} className="mb-4 flex gap-2 overflow-x-auto pb-1">
      {days.map((value) => (
        <button
          key={value}
          type="button"
          role="tab"
          data-day={value}
          aria-selected={value === day}
          aria-controls={panelId}
          tabIndex={value === day ? 0 : -1}
          onClick={() => onChoose(value)}
          className={cx(
            'shrink-0 rounded-xl px-4 py-2 text-sm font-semibold whitespace-nowrap transition',
            value === day ? 'bg-navy-900 text-white' : 'bg-white text-navy-700 ring-1 ring-navy-200 hover:bg-navy-50',
          )}
        >
          {label(value)}
        </button>
      ))}
    </div>
  );
}
