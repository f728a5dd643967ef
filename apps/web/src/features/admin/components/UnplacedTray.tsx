import type { Ref } from 'react';
import type { AdminPresentation } from '@/shared/api/admin-presentations';
import { formatNumber } from '@/shared/format';
import { t } from '@/shared/i18n';
import { cx } from '@/shared/ui/cx';
import { isPlaced } from '../schedule-grid';
import type { DragState } from '../use-session-drag';
import { SessionBlock } from './SessionBlock';
import '../messages';

interface UnplacedTrayProps {
  drafts: AdminPresentation[];
  drag: DragState | null;
  handlers: (session: AdminPresentation) => Parameters<typeof SessionBlock>[0]['drag'];
  onChoose: (session: AdminPresentation) => void;
  /** The tray's box, a drop target for the drag (use-session-drag.ts). */
  trayRef: Ref<HTMLElement>;
}

/**
 * The drafts that have no room yet (their time is a stand-in): each one dragged onto the grid, or chosen.
 * A placed session dragged back onto it loses its room (a published one is refused by the server).
 */
export function UnplacedTray({ drafts, drag, handlers, onChoose, trayRef }: UnplacedTrayProps) {
  // While a placed session is dragged the tray says it takes it back, drawn over it so that nothing
  // moves under the pointer (on a phone the grid is below the tray).
  const returning = drag !== null && isPlaced(drag.session);
  const over = drag?.target?.kind === 'tray';
  return (
    <section
      ref={trayRef}
      aria-labelledby="unplaced-title"
      data-testid="unplaced-tray"
      className={cx(
        'relative rounded-[var(--radius-card)] bg-white p-4 shadow-[var(--shadow-card)] ring-1 ring-navy-100',
        returning && 'outline-2 outline-offset-2 outline-dashed outline-accent-500',
      )}
    >
      <h2 id="unplaced-title" className="flex items-center gap-2 font-bold text-navy-950">
        {t('admin.scheduleUnplaced')}
        <span className="rounded-full bg-accent-100 px-2 text-sm text-navy-900">{formatNumber(drafts.length)}</span>
      </h2>
      {drafts.length === 0 ? (
        <p className="mt-2 text-sm text-navy-600">{t('admin.scheduleUnplacedNone')}</p>
      ) : (
        <>
          <p className="mt-1 text-sm leading-6 text-navy-600">{t('admin.scheduleUnplacedHint')}</p>
          <ul className="mt-3 grid gap-2">
            {drafts.map((draft) => (
              <li key={draft.id}>
                <SessionBlock
                  session={draft}
                  drag={handlers(draft)}
                  onChoose={() => onChoose(draft)}
                  state={drag?.session.id === draft.id ? 'dragged' : undefined}
                />
              </li>
            ))}
          </ul>
        </>
      )}
      <p className="mt-3 border-t border-navy-100 pt-3 text-xs leading-5 text-navy-500">{t('admin.scheduleTrayReturnHint')}</p>
      {returning && (
        <div
          aria-hidden="true"
          data-testid="tray-drop"
          className={cx(
            'pointer-events-none absolute inset-0 grid place-items-center rounded-[var(--radius-card)] p-4 text-center text-sm font-bold text-navy-950',
            over ? 'bg-accent-100' : 'bg-white/95',
          )}
        >
          {t('admin.scheduleTrayDrop')}
        </div>
      )}
    </section>
  );
}
