import { useEffect, useId, useMemo, useRef, useState } from 'react';
import type { CheckinAttendee } from '@/shared/api/checkin';
import { useGetPresentationsQuery } from '@/shared/api/presentations';
import { useRole } from '@/shared/store/role';
import { useSession } from '@/shared/store/session';
import { formatDate, formatNumber, formatTime, toPersianDigits } from '@/shared/format';
import { t } from '@/shared/i18n';
import { usePageMeta } from '@/shared/page-meta';
import { Button } from '@/shared/ui/Button';
import { Card } from '@/shared/ui/Card';
import { ErrorState } from '@/shared/ui/ErrorState';
import { Spinner } from '@/shared/ui/Spinner';
import { AttendeeSearch } from '../components/AttendeeSearch';
import { CameraScanner } from '../components/CameraScanner';
import { PhotoScan } from '../components/PhotoScan';
import { ResultOverlay } from '../components/ResultOverlay';
import { ConflictAlert } from '../components/ConflictAlert';
import { LetInDialog } from '../components/LetInDialog';
import { WalkInDialog } from '../components/WalkInDialog';
import { readChosenSession, writeChosenSession, writeVolunteer } from '../door-storage';
import { useDoor } from '../use-door';
import { localTitle } from '@/shared/i18n/content';
import '../messages';

/**
 * Remembers, while online, who uses the door here and their role: a door page reloaded offline (or
 * after the phone restarted) then still opens for them (app/router.tsx), with the saved snapshot.
 */
function useRememberVolunteer() {
  const role = useRole();
  const { phoneNumber } = useSession();
  useEffect(() => {
    if (phoneNumber && (role === 'door' || role === 'admin')) writeVolunteer({ phoneNumber, role });
  }, [phoneNumber, role]);
}

/** /door: a volunteer checks attendees in at a session's entrance (roles door and admin). */
export default function DoorPage() {
  usePageMeta({ title: t('door.title') });
  const sessions = useGetPresentationsQuery();
  const [presentationId, setPresentationId] = useState<number | null>(readChosenSession);
  const chosen = useMemo(() => {
    const found = sessions.data?.find((p) => p.id === presentationId);
    return found ? { fa_title: found.fa_title, en_title: found.en_title, start: found.start } : undefined;
  }, [sessions.data, presentationId]);
  const door = useDoor(presentationId, chosen);
  const [code, setCode] = useState('');
  const [lettingIn, setLettingIn] = useState<CheckinAttendee | null>(null);
  const [selling, setSelling] = useState(false);
  const [search, setSearch] = useState('');
  const selectId = useId();
  const codeId = useId();
  const searchId = useId();
  const walkInHintId = useId();
  const searchArea = useRef<HTMLDivElement>(null);
  useRememberVolunteer();

  const choose = (value: string) => {
    const id = value ? Number(value) : null;
    writeChosenSession(id);
    setPresentationId(id);
  };

  // Without the programme (a door reopened offline), the session it was working is still named.
  const saved = door.snapshotPresentation;
  const options = sessions.data ?? (presentationId && saved ? [{ id: presentationId, ...saved }] : null);

  return (
    <div className={`mx-auto grid max-w-xl grid-cols-[minmax(0,1fr)] gap-4 px-4 py-6 ${door.conflicts.length > 0 ? 'pb-48' : ''}`}>
      <header>
        <h1 className="text-2xl font-extrabold text-navy-950">{t('door.title')}</h1>
        <p className="mt-1 text-sm text-navy-600">{t('door.subtitle')}</p>
      </header>

      <Card className="grid grid-cols-[minmax(0,1fr)] gap-2">
        <label htmlFor={selectId} className="text-sm font-semibold text-navy-800">
          {t('door.chooseSession')}
        </label>
        {options ? (
          <select
            id={selectId}
            name="presentation"
            value={presentationId ?? ''}
            onChange={(event) => choose(event.target.value)}
            className="h-11 w-full min-w-0 truncate rounded-xl bg-white px-3 ring-1 ring-navy-200 focus:outline-none focus:ring-2 focus:ring-accent-400"
          >
            <option value="">{t('door.choosePlaceholder')}</option>
            {options.map((p) => (
              <option key={p.id} value={p.id}>
                {localTitle(p)} — {formatDate(p.start)} {formatTime(p.start)}
              </option>
            ))}
          </select>
        ) : sessions.isError ? (
          <ErrorState message={t('door.sessionsFailed')} onRetry={() => void sessions.refetch()} />
        ) : (
          <Spinner label={t('door.sessionsLoading')} />
        )}
      </Card>

      {presentationId && (
        <>
          <div className="flex items-center justify-between gap-3 rounded-2xl bg-navy-900 px-4 py-3 text-white" data-testid="door-count">
            <span className="text-lg font-bold">
              {t('door.count', { done: formatNumber(door.counts.done), total: formatNumber(door.counts.total) })}
            </span>
            <span className={`size-3 rounded-full ${door.online ? 'bg-green-400' : 'bg-amber-400'}`} aria-hidden="true" />
          </div>

          {!door.online && (
            <p role="status" className="rounded-xl bg-amber-50 px-4 py-3 text-sm text-amber-900 ring-1 ring-amber-200" data-testid="door-offline">
              {t('door.offline')}{' '}
              {door.snapshotSavedAt ? t('door.snapshotAt', { time: formatTime(door.snapshotSavedAt) }) : t('door.noSnapshot')}
            </p>
          )}

          {door.queue.length > 0 && (
            <div className="flex items-center justify-between gap-3 rounded-xl bg-white px-4 py-3 text-sm ring-1 ring-navy-100" data-testid="door-queue">
              <span>{t('door.queued', { count: formatNumber(door.queue.length) })}</span>
              <Button size="sm" variant="secondary" onClick={door.sendQueue}>
                {t('door.sendNow')}
              </Button>
            </div>
          )}

          <Card className="grid gap-4">
            <CameraScanner onCode={(c) => void door.scan(c)} paused={door.result !== null} />
            <PhotoScan onCode={(c) => void door.scan(c)} />
            <form
              className="grid gap-2"
              onSubmit={(event) => {
                event.preventDefault();
                void door.scan(code);
                setCode('');
              }}
            >
              <label htmlFor={codeId} className="text-sm font-semibold text-navy-800">
                {t('door.codeLabel')}
              </label>
              <div className="flex gap-2">
                <input
                  id={codeId}
                  name="ticket"
                  dir="ltr"
                  autoComplete="off"
                  autoCapitalize="off"
                  spellCheck={false}
                  value={code}
                  onChange={(event) => setCode(event.target.value)}
                  className="h-11 min-w-0 flex-1 rounded-xl bg-white px-3 font-mono ring-1 ring-navy-200 focus:outline-none focus:ring-2 focus:ring-accent-400"
                />
                <Button type="submit" disabled={!code.trim()}>
                  {t('door.codeSubmit')}
                </Button>
              </div>
            </form>
          </Card>

          {/* A sale needs the server (seats, payment, ticket): offline the door says so instead. */}
          <Card className="grid gap-2">
            <Button size="lg" variant="accent" block onClick={() => setSelling(true)} disabled={!door.online} aria-describedby={walkInHintId} data-testid="walk-in-open">
              {t('door.walkInOpen')}
            </Button>
            <p id={walkInHintId} className={door.online ? 'text-xs leading-5 text-navy-500' : 'text-sm font-semibold text-amber-900'}>
              {door.online ? t('door.walkInOpenHint') : t('door.walkInNeedsConnection')}
            </p>
          </Card>

          <div ref={searchArea} className="scroll-mt-20">
            <Card>
              <AttendeeSearch attendees={door.attendees} onLetIn={setLettingIn} query={search} onQueryChange={setSearch} inputId={searchId} />
            </Card>
          </div>
        </>
      )}

      {presentationId && door.conflicts.length > 0 && <ConflictAlert conflicts={door.conflicts} fresh={door.newConflicts} onDismiss={door.dismissConflicts} />}
      {presentationId && selling && (
        <WalkInDialog
          presentationId={presentationId}
          title={chosen ? localTitle(chosen) : ''}
          onSold={(answer, sale) => {
            setSelling(false);
            door.sold(answer, sale);
          }}
          onFull={() => {
            setSelling(false);
            door.full();
          }}
          onFind={(last4) => {
            setSelling(false);
            setSearch(toPersianDigits(last4));
            // The search at the top of the screen, its answers under it in sight on a phone.
            requestAnimationFrame(() => {
              searchArea.current?.scrollIntoView({ block: 'start' });
              document.getElementById(searchId)?.focus({ preventScroll: true });
            });
          }}
          onClose={() => setSelling(false)}
        />
      )}
      {lettingIn && <LetInDialog attendee={lettingIn} onLetIn={door.letIn} onClose={() => setLettingIn(null)} />}
      {door.result && <ResultOverlay result={door.result} onClose={door.dismissResult} />}
    </div>
  );
}
