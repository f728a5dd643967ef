import type { Ref } from 'react';
import type { AdminPresentation } from '@/shared/api/admin-presentations';
import { formatTime } from '@/shared/format';
import { cx } from '@/shared/ui/cx';
import { blockBox, placeOf, SLOT_MINUTES, slotStarts, tehranInstant, type DayBounds } from '../schedule-grid';
import type { DragState } from '../use-session-drag';
import { SessionBlock } from './SessionBlock';
import '../messages';

/** A row's height (px): a 30-minute session shows its title and time. */
export const ROW_HEIGHT = 44;

interface ScheduleGridProps {
  day: string;
  label: string;
  rooms: string[];
  /** The day's placed sessions. */
  sessions: AdminPresentation[];
  bounds: DayBounds;
  drag: DragState | null;
  savingId: number | null;
  handlers: (session: AdminPresentation) => Parameters<typeof SessionBlock>[0]['drag'];
  onChoose: (session: AdminPresentation) => void;
  /** Each room's column body, for the drag's targets. */
  columnRef: (room: string) => (element: HTMLElement | null) => void;
  scrollerRef: Ref<HTMLDivElement>;
  describedBy: string;
}

/**
 * One day of the schedule: a column per room and a row per half hour, the time on the inline start
 * (the right, in Persian). Sessions are blocks as long as they last; a drag shows where it would land.
 * Wider than a phone: it scrolls sideways inside its frame.
 */
export function ScheduleGrid({ day, label, rooms, sessions, bounds, drag, savingId, handlers, onChoose, columnRef, scrollerRef, describedBy }: ScheduleGridProps) {
  const rows = slotStarts(bounds);
  const height = rows.length * ROW_HEIGHT;
  // Hour lines solid, half-hour lines faint.
  const lines = {
    height,
    backgroundImage: `linear-gradient(to bottom, var(--color-navy-200) 1px, transparent 1px), linear-gradient(to bottom, var(--color-navy-100) 1px, transparent 1px)`,
    backgroundSize: `100% ${ROW_HEIGHT * 2}px, 100% ${ROW_HEIGHT}px`,
    backgroundPosition: `0 ${bounds.from % 60 === 0 ? 0 : ROW_HEIGHT}px, 0 0`,
  };
  const target = drag?.target?.kind === 'slot' ? drag.target : null;
  const targetLength = drag ? placeOf(drag.session).end - placeOf(drag.session).start : 0;
  const clock = (minutes: number) => formatTime(tehranInstant(day, minutes));

  return (
    <div
      ref={scrollerRef}
      role="region"
      aria-label={label}
      aria-describedby={describedBy}
      className="overflow-x-auto rounded-[var(--radius-card)] bg-white shadow-[var(--shadow-card)] ring-1 ring-navy-100"
    >
      <div className="grid min-w-full w-max" style={{ gridTemplateColumns: `4rem repeat(${rooms.length}, minmax(9.5rem, 1fr))` }}>
        <div className="sticky start-0 z-20 border-b border-e border-navy-100 bg-white" />
        {rooms.map((room) => (
          <div key={room} className="border-b border-e border-navy-100 px-3 py-2.5 text-sm font-bold text-navy-900 last:border-e-0">
            {room}
          </div>
        ))}
        {/* The clock stays in sight while the rooms scroll sideways. */}
        <div className="sticky start-0 z-20 border-e border-navy-100 bg-white" style={{ height }} aria-hidden="true">
          {rows.map((minute, index) => (
            <span
              key={minute}
              className={cx('absolute inset-x-0 -translate-y-1/2 text-center text-xs tabular-nums', minute % 60 === 0 ? 'font-semibold text-navy-700' : 'text-navy-400')}
              style={{ top: index * ROW_HEIGHT + (index === 0 ? 10 : 0) }}
            >
              {clock(minute)}
            </span>
          ))}
        </div>
        {rooms.map((room) => (
          <div key={room} ref={columnRef(room)} data-room={room} className="relative border-e border-navy-100 last:border-e-0" style={lines}>
            {target?.room === room && (
              <div
                aria-hidden="true"
                data-testid="drop-preview"
                className="pointer-events-none absolute inset-x-1 z-10 grid place-items-center rounded-lg border-2 border-accent-500 bg-accent-100/70 text-xs font-bold text-navy-950"
                style={blockBox(target.start, target.start + targetLength, bounds, ROW_HEIGHT)}
              >
                {clock(target.start)}
              </div>
            )}
            {sessions
              .filter((session) => session.room === room)
              .map((session) => {
                const place = placeOf(session);
                return (
                  <SessionBlock
                    key={session.id}
                    session={session}
                    style={blockBox(place.start, place.end, bounds, ROW_HEIGHT)}
                    compact={place.end - place.start <= SLOT_MINUTES}
                    drag={handlers(session)}
                    onChoose={() => onChoose(session)}
                    state={drag?.session.id === session.id ? 'dragged' : savingId === session.id ? 'saving' : undefined}
                  />
                );
              })}
          </div>
        ))}
      </div>
    </div>
  );
}
