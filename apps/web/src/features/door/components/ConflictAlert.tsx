import { useEffect, useRef, useState } from 'react';
import { formatNumber, formatTime } from '@/shared/format';
import { t } from '@/shared/i18n';
import { Button } from '@/shared/ui/Button';
import type { Conflict } from '../door-storage';
import '../messages';

/**
 * Check-ins accepted offline that the server refused once they were sent (let in at another door
 * meanwhile, another session's ticket, a voided one): pinned to the bottom of the screen, where the
 * volunteer's eyes and thumb are while scanning, with their count; the list opens on demand. A new
 * batch (`fresh` grew; the door sounds it) opens it and is read out by screen readers.
 */
/** A demo server's ribbon takes the screen's bottom edge (app/layouts/DemoRibbon.tsx): sit just above it. */
const aboveDemoRibbon = () => typeof document !== 'undefined' && document.querySelector('meta[name="fest-demo-sandboxes"]') !== null;

export function ConflictAlert({ conflicts, fresh, onDismiss }: { conflicts: readonly Conflict[]; fresh: number; onDismiss: () => void }) {
  const [open, setOpen] = useState(fresh > 0);
  const seen = useRef(fresh);
  useEffect(() => {
    if (fresh > seen.current) setOpen(true);
    seen.current = fresh;
  }, [fresh]);

  return (
    <section
      role="alert"
      aria-labelledby="door-conflicts-count"
      className={`fixed inset-x-0 z-40 ${aboveDemoRibbon() ? 'bottom-7' : 'bottom-0'} border-t-4 border-amber-500 bg-amber-300 text-black shadow-[0_-8px_24px_rgb(0_0_0/0.2)]`}
      data-testid="door-conflicts"
    >
      <div className="mx-auto grid max-w-xl gap-3 px-4 py-3">
        <div className="flex items-center gap-3">
          <span className="grid size-10 shrink-0 place-items-center rounded-full bg-black text-lg font-black text-amber-300" data-testid="door-conflicts-badge">
            {formatNumber(conflicts.length)}
          </span>
          <h2 id="door-conflicts-count" className="min-w-0 flex-1 font-bold leading-6">
            {t('door.conflictsCount', { count: formatNumber(conflicts.length) })}
          </h2>
          <Button size="sm" variant="secondary" onClick={() => setOpen((v) => !v)} aria-expanded={open} aria-controls="door-conflicts-list">
            {open ? t('door.conflictsHide') : t('door.conflictsShow')}
          </Button>
        </div>
        {open && (
          <div id="door-conflicts-list" className="grid gap-3">
            <p className="text-sm font-semibold">{t('door.conflictsTitle')}</p>
            <ul className="grid max-h-[40vh] gap-1 overflow-y-auto rounded-xl bg-white/70 px-3 py-2 text-sm">
              {conflicts.map((c) => (
                <li key={c.nonce} className="py-1">
                  {c.checkedInAt
                    ? t('door.conflictLine', { name: c.name, time: formatTime(c.checkedInAt), by: c.by ? t('door.alreadyBy', { name: c.by }) : '' })
                    : t('door.conflictRefused', { name: c.name, reason: c.reason ?? '' })}
                </li>
              ))}
            </ul>
            <Button size="sm" variant="primary" onClick={onDismiss} className="justify-self-start">
              {t('door.dismiss')}
            </Button>
          </div>
        )}
      </div>
    </section>
  );
}
