import type { Presentation } from '@fest/contract';
import { editionPath, useEdition } from '@/shared/edition';
import type { CSSProperties } from 'react';
import { Link } from 'react-router';
import { toPersianDigits } from '@/shared/format';
import { t } from '@/shared/i18n';
import { StarButton } from '@/shared/ui/StarButton';
import { cx } from '@/shared/ui/cx';
import { timeRange, typeLabel } from '../presentation-format';
import type { Block, DayLayout, NowNext } from '../schedule-layout';
import { ClashMark, NowNextMark } from './SessionMarks';
import { local, localTitle, persianMark } from '@/shared/i18n/content';
import { Local } from '@/shared/ui/Local';
import { HydrateLater } from '@/shared/ui/HydrateLater';

/** Pixels per minute on the time axis: an hour is 96 px, a 45-minute talk still has room for its title. */
const PX_PER_MINUTE = 1.6;
const px = (minutes: number) => `${minutes * PX_PER_MINUTE}px`;

/** The colour a session is drawn in: its first topic's, or a neutral one. */
export function sessionColour(p: Presentation): string {
  return p.tags[0]?.color ?? '#64748b';
}

export function sessionLabel(p: Presentation): string {
  return t('schedule.blockLabel', { title: localTitle(p), type: typeLabel(p.service_type), time: timeRange(p), room: local(p, 'room').text || t('schedule.noRoom') });
}

/** A room's name in the language shown, from one of its sessions (the grid's rooms are the Persian names). */
function roomName(layout: DayLayout, room: string) {
  const session = layout.blocks.find((b) => b.room === room)?.presentation;
  return session ? local(session, 'room') : local({ room }, 'room');
}

/** Minutes since midnight -> '۱۰:۰۰', as formatTime writes times. */
const clockLabel = (minutes: number) =>
  toPersianDigits(`${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`);

export const nowNextOf = (marks: NowNext, id: number) => (marks.now.has(id) ? 'now' : marks.next.has(id) ? 'next' : null);

/**
 * A day as a grid: time down the side (Tehran), one column per room, each session a block whose
 * height is its duration. For screen readers each room is a section with its heading and a list of
 * its sessions, each a link named with its title, type, time and room.
 */
export function ScheduleGrid({ layout, marks }: { layout: DayLayout; marks: NowNext }) {
  // A little room below the last hour, so its label is not cut off.
  const height = `calc(${px(layout.span)} + 1rem)`;
  const hourLines: CSSProperties = {
    backgroundImage: `repeating-linear-gradient(to bottom, var(--color-navy-100) 0 1px, transparent 1px ${px(60)})`,
  };
  return (
    <div className="overflow-x-auto rounded-[var(--radius-card)] bg-white shadow-[var(--shadow-card)] ring-1 ring-navy-100" data-testid="schedule-grid">
      <div className="grid min-w-max" style={{ gridTemplateColumns: `4.5rem repeat(${layout.rooms.length}, minmax(13rem, 1fr))` }}>
        <div className="sticky top-0 z-20 border-b border-navy-100 bg-white px-2 py-3 text-xs font-semibold text-navy-500">{t('schedule.timeAxis')}</div>
        {layout.rooms.map((room) => (
          <div key={room} className="sticky top-0 z-20 border-b border-s border-navy-100 bg-white px-3 py-3 text-sm font-bold text-navy-900">
            {room ? <Local value={roomName(layout, room)} /> : t('schedule.noRoom')}
          </div>
        ))}

        <div aria-hidden="true" className="relative" style={{ height }}>
          {layout.hours.map((minute) => (
            <span key={minute} className="absolute start-2 -translate-y-1/2 text-xs font-medium text-navy-500 first:translate-y-0" style={{ top: px(minute - layout.from) }}>
              {clockLabel(minute)}
            </span>
          ))}
        </div>

        {layout.rooms.map((room) => (
          <HydrateLater as="section" key={room} aria-label={`${t('schedule.room')}: ${(room && roomName(layout, room).text) || t('schedule.noRoom')}`} className="relative border-s border-navy-100" style={{ height, ...hourLines }}>
            <ul>
              {layout.blocks
                .filter((b) => b.room === room)
                .map((block) => (
                  <GridBlock key={block.presentation.id} block={block} state={nowNextOf(marks, block.presentation.id)} />
                ))}
            </ul>
          </HydrateLater>
        ))}
      </div>
    </div>
  );
}

function GridBlock({ block, state }: { block: Block; state: 'now' | 'next' | null }) {
  const edition = useEdition();
  const p = block.presentation;
  const colour = sessionColour(p);
  const width = 100 / block.lanes;
  return (
    <li
      data-testid="schedule-block"
      data-presentation={p.id}
      className={cx(
        'absolute overflow-hidden rounded-lg border-s-4 p-2 pe-11 shadow-sm ring-1 ring-navy-900/10 transition focus-within:ring-2 focus-within:ring-accent-500 hover:shadow-md',
        state === 'now' && 'ring-2 ring-red-500',
      )}
      style={{
        top: px(block.top),
        height: `calc(${px(block.height)} - 2px)`,
        insetInlineStart: `calc(${block.lane * width}% + 4px)`,
        width: `calc(${width}% - 8px)`,
        borderInlineStartColor: colour,
        backgroundColor: `color-mix(in srgb, ${colour} 14%, white)`,
      }}
    >
      <div className="flex flex-wrap items-center gap-1">
        <NowNextMark state={state} />
        <span className="text-xs font-semibold text-navy-700">{timeRange(p)}</span>
      </div>
      <Link
        to={editionPath(edition, `/workshop/${p.id}`)}
        aria-label={sessionLabel(p)}
        className="line-clamp-2 text-sm leading-6 font-bold text-navy-950 after:absolute after:inset-0 after:content-[''] hover:underline focus-visible:outline-none"
        {...persianMark(local(p, 'fa_title'))}
      >
        {localTitle(p)}
      </Link>
      <p className="text-xs text-navy-700">{typeLabel(p.service_type)}</p>
      <ClashMark presentation={p} className="relative" />
      <div className="absolute end-1.5 top-1.5">
        <StarButton presentation={p} />
      </div>
    </li>
  );
}
