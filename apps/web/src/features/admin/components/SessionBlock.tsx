import type { CSSProperties, PointerEvent as ReactPointerEvent } from 'react';
import type { AdminPresentation } from '@/shared/api/admin-presentations';
import { formatNumber, formatTime } from '@/shared/format';
import { t } from '@/shared/i18n';
import { localTitle } from '@/shared/i18n/content';
import { cx } from '@/shared/ui/cx';
import { isPlaced, placeOf } from '../schedule-grid';
import '../messages';

interface SessionBlockProps {
  session: AdminPresentation;
  /** In the grid: its offset and height; in the tray, none (it sits in the list). */
  style?: CSSProperties;
  /** The pointer's handlers (use-session-drag.ts). */
  drag: {
    onPointerDown: (event: ReactPointerEvent<HTMLElement>) => void;
    onPointerMove: (event: ReactPointerEvent<HTMLElement>) => void;
    onPointerUp: (event: ReactPointerEvent<HTMLElement>) => void;
    onPointerCancel: () => void;
  };
  /** A click, a tap or Enter: the dialog that moves it without dragging. */
  onChoose: () => void;
  /** Being dragged, or its move waiting for the server's answer. */
  state?: 'dragged' | 'saving';
  /** Short: one line. */
  compact?: boolean;
}

/** A session on the schedule editor's grid or in its tray: a button that moves it, by drag or by dialog. */
export function SessionBlock({ session, style, drag, onChoose, state, compact = false }: SessionBlockProps) {
  const draft = !session.is_published;
  // An unplaced draft's time is a stand-in: only its length means something.
  const time = isPlaced(session)
    ? t('admin.scheduleRange', { start: formatTime(session.start), end: formatTime(session.end) })
    : t('admin.scheduleMinutes', { minutes: formatNumber(placeOf(session).end - placeOf(session).start) });
  return (
    <button
      type="button"
      {...drag}
      onClick={onChoose}
      style={style}
      aria-label={t('admin.scheduleMoveLabel', { title: localTitle(session), time })}
      aria-busy={state === 'saving' || undefined}
      data-session={session.id}
      className={cx(
        // touch-action: none, or a finger's drag would scroll the page (use-session-drag.ts).
        'flex w-full cursor-grab touch-none flex-col overflow-hidden rounded-lg px-2 py-1 text-start text-xs leading-5 shadow-sm select-none focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent-500 active:cursor-grabbing',
        draft ? 'border border-dashed border-accent-500 bg-accent-50 text-navy-950 hover:bg-accent-100' : 'border border-navy-200 bg-navy-50 text-navy-950 hover:bg-navy-100',
        style && 'absolute inset-x-1',
        state === 'dragged' && 'opacity-40',
        state === 'saving' && 'animate-pulse',
      )}
    >
      <span className={cx('flex min-w-0 items-center gap-1.5', !compact && 'items-start')}>
        {draft && <span className="shrink-0 rounded bg-accent-300 px-1.5 text-[0.6875rem] font-bold text-navy-950">{t('admin.scheduleDraft')}</span>}
        <span className={cx('min-w-0 font-bold', compact ? 'truncate' : 'line-clamp-2')}>{localTitle(session)}</span>
      </span>
      {!compact && <span className="truncate text-navy-600">{time}</span>}
    </button>
  );
}
