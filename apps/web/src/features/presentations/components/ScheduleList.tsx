import type { Presentation } from '@fest/contract';
import { editionPath, useEdition } from '@/shared/edition';
import { Link } from 'react-router';
import { t } from '@/shared/i18n';
import { StarButton } from '@/shared/ui/StarButton';
import { cx } from '@/shared/ui/cx';
import { timeRange, typeLabel } from '../presentation-format';
import type { NowNext } from '../schedule-layout';
import { TagChip } from './Badges';
import { nowNextOf, sessionColour, sessionLabel } from './ScheduleGrid';
import { ClashMark, NowNextMark } from './SessionMarks';
import { local, localTitle, persianMark } from '@/shared/i18n/content';
import { Local } from '@/shared/ui/Local';
import { HydrateLater } from '@/shared/ui/HydrateLater';

/** A day as a list, by start time: the schedule on a phone, where rooms side by side do not fit. */
export function ScheduleList({ sessions, marks }: { sessions: readonly Presentation[]; marks: NowNext }) {
  const edition = useEdition();
  return (
    <ol className="grid gap-3" data-testid="schedule-list">
      {sessions.map((p) => {
        const state = nowNextOf(marks, p.id);
        return (
          <HydrateLater
            as="li"
            key={p.id}
            data-testid="schedule-block"
            data-presentation={p.id}
            className={cx(
              'relative flex gap-3 rounded-[var(--radius-card)] border-s-4 bg-white p-4 shadow-[var(--shadow-card)] ring-1 ring-navy-100 focus-within:ring-2 focus-within:ring-accent-500',
              state === 'now' && 'ring-2 ring-red-500',
            )}
            style={{ borderInlineStartColor: sessionColour(p) }}
          >
            <div className="min-w-0 flex-1">
              <div className="flex flex-wrap items-center gap-1.5">
                <NowNextMark state={state} />
                <span className="text-sm font-bold text-navy-900">{timeRange(p)}</span>
                <span className="text-sm text-navy-500">· {p.room ? <Local value={local(p, 'room')} /> : t('schedule.noRoom')}</span>
              </div>
              <h3 className="mt-1 text-base leading-7 font-bold text-navy-950">
                <Link to={editionPath(edition, `/workshop/${p.id}`)} aria-label={sessionLabel(p)} className="after:absolute after:inset-0 after:content-[''] focus-visible:outline-none" {...persianMark(local(p, 'fa_title'))}>
                  {localTitle(p)}
                </Link>
              </h3>
              <div className="mt-1.5 flex flex-wrap items-center gap-1.5 text-xs text-navy-600">
                <span className="font-semibold">{typeLabel(p.service_type)}</span>
                {p.tags.map((tag) => (
                  <TagChip key={tag.id} tag={tag} />
                ))}
              </div>
              <ClashMark presentation={p} className="relative mt-2" />
            </div>
            <StarButton presentation={p} />
          </HydrateLater>
        );
      })}
    </ol>
  );
}
