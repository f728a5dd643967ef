import type { AdminPresentation } from '@/shared/api/admin-presentations';
import { formatNumber } from '@/shared/format';
import { t } from '@/shared/i18n';
import type { DragState } from '../use-session-drag';
import { SessionBlock } from './SessionBlock';
import '../messages';

interface UnplacedTrayProps {
  drafts: AdminPresentation[];
  drag: DragState | null;
  handlers: (session: AdminPresentation) => Parameters<typeof SessionBlock>[0]['drag'];
  onChoose: (session: AdminPresentation) => void;
}

/** The drafts that have no room yet (their time is a stand-in): each one dragged onto the grid, or chosen. */
export function UnplacedTray({ drafts, drag, handlers, onChoose }: UnplacedTrayProps) {
  return (
    <section aria-labelledby="unplaced-title" className="rounded-[var(--radius-card)] bg-white p-4 shadow-[var(--shadow-card)] ring-1 ring-navy-100">
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
    </section>
  );
}
