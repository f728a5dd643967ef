import { useRef, type KeyboardEvent } from 'react';
import { formatFestivalDay } from '@/shared/festival-facts';
import { t } from '@/shared/i18n';
import { cx } from '@/shared/ui/cx';

interface DayTabsProps {
  days: readonly string[];
  selected: string;
  onSelect: (day: string) => void;
  /** The id prefix tying each tab to its panel (aria-controls / aria-labelledby). */
  idPrefix: string;
}

export const dayTabId = (prefix: string, day: string) => `${prefix}-tab-${day}`;
export const dayPanelId = (prefix: string) => `${prefix}-panel`;

/**
 * One tab per festival day (WAI-ARIA tabs: arrow keys move between days, Home and End jump; in a
 * right-to-left page the left arrow goes forward). Only the selected tab is in the tab order.
 */
export function DayTabs({ days, selected, onSelect, idPrefix }: DayTabsProps) {
  const refs = useRef(new Map<string, HTMLButtonElement>());
  const move = (event: KeyboardEvent<HTMLButtonElement>) => {
    const rtl = getComputedStyle(event.currentTarget).direction === 'rtl';
    const index = days.indexOf(selected);
    const step = { ArrowLeft: rtl ? 1 : -1, ArrowRight: rtl ? -1 : 1 }[event.key];
    let target: number | null = null;
    if (step !== undefined) target = (index + step + days.length) % days.length;
    else if (event.key === 'Home') target = 0;
    else if (event.key === 'End') target = days.length - 1;
    if (target === null) return;
    event.preventDefault();
    const day = days[target]!;
    onSelect(day);
    refs.current.get(day)?.focus();
  };

  return (
    <div role="tablist" aria-label={t('schedule.days')} className="flex gap-2 overflow-x-auto pb-1">
      {days.map((day) => {
        const active = day === selected;
        const [weekday = '', ...date] = (formatFestivalDay(day) ?? day).split(' ');
        return (
          <button
            key={day}
            ref={(node) => {
              if (node) refs.current.set(day, node);
              else refs.current.delete(day);
            }}
            id={dayTabId(idPrefix, day)}
            type="button"
            role="tab"
            aria-selected={active}
            aria-controls={dayPanelId(idPrefix)}
            tabIndex={active ? 0 : -1}
            onClick={() => onSelect(day)}
            onKeyDown={move}
            className={cx(
              'flex min-w-32 shrink-0 flex-col items-start rounded-xl px-4 py-2.5 text-start ring-1 transition focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent-500',
              active ? 'bg-navy-900 text-white ring-navy-900' : 'bg-white text-navy-800 ring-navy-200 hover:bg-navy-50',
            )}
          >
            <span className="text-base font-bold">{weekday}</span>
            <span className={cx('text-sm', active ? 'text-navy-100' : 'text-navy-500')}>{date.join(' ')}</span>
          </button>
        );
      })}
    </div>
  );
}
