import { useId, useRef, useState, type FormEvent } from 'react';
import { useListWholeProgrammeQuery, useUpdatePresentationMutation, type AdminPresentation, type AdminPresentationChanged } from '@/shared/api/admin-presentations';
import { usePublishScheduleMutation } from '@/shared/api/admin-schedule';
import { useGetFestivalQuery } from '@/shared/api/festival';
import { errorMessage, serverText } from '@/shared/api-error';
import { formatDate, formatNumber } from '@/shared/format';
import { t } from '@/shared/i18n';
import { localTitle } from '@/shared/i18n/content';
import { toast } from '@/shared/toast';
import { Button } from '@/shared/ui/Button';
import { EmptyState } from '@/shared/ui/EmptyState';
import { ErrorState } from '@/shared/ui/ErrorState';
import { FormAlert } from '@/shared/ui/FormAlert';
import { Skeleton } from '@/shared/ui/Skeleton';
import { TextField } from '@/shared/ui/TextField';
import { AdminHeading } from '../components/AdminHeading';
import { ConfirmDialog } from '../components/ConfirmDialog';
import { DayTabs } from '../components/DayTabs';
import { MoveSessionDialog } from '../components/MoveSessionDialog';
import { ScheduleGrid, ROW_HEIGHT } from '../components/ScheduleGrid';
import { UnplacedTray } from '../components/UnplacedTray';
import { dayBounds, isPlaced, moveTo, placeOf, roomsInUse, scheduleDays, tehranInstant } from '../schedule-grid';
import { moveRefusal } from '../schedule-refusal';
import { useSessionDrag, type DropTarget } from '../use-session-drag';
import '../messages';

/** A move sent and not yet seen in the list: drawn where it was dropped until the list says otherwise. */
interface Pending {
  id: number;
  room: string;
  start: string;
  end: string;
  answered: boolean;
  /** When the list shown at the time was loaded. */
  listedAt: number | undefined;
}

/**
 * The schedule editor (/admin/schedule): the current edition's sessions, published and drafts, on a
 * grid of rooms and half hours per festival day. A session moves by drag (mouse, finger or pen) or by
 * its dialog (keyboard); the server checks every move (409 SCHEDULE_CLASH) and may warn. A placed draft
 * goes back to the tray the same two ways (room ""; 409 ALREADY_PUBLISHED for a published session).
 * Drafts are published together. Moves are the presentations' PATCH; the list refreshes through its tags.
 */
export default function SchedulePage() {
  // Every session of the edition, however many pages the organiser list takes to give them.
  const list = useListWholeProgrammeQuery({});
  const festival = useGetFestivalQuery();
  const [update] = useUpdatePresentationMutation();
  const [publish] = usePublishScheduleMutation();
  const [chosenDay, setChosenDay] = useState<string | null>(null);
  const [addedRooms, setAddedRooms] = useState<string[]>([]);
  const [newRoom, setNewRoom] = useState('');
  const [pending, setPending] = useState<Pending | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [choosing, setChoosing] = useState<AdminPresentation | null>(null);
  const [publishing, setPublishing] = useState(false);
  const columns = useRef(new Map<string, HTMLElement>());
  const scroller = useRef<HTMLDivElement>(null);
  const tray = useRef<HTMLElement>(null);
  const instructionsId = useId();
  const panelId = useId();

  const loaded = list.data ?? [];
  // A move stays drawn where it was dropped until it is answered and the list loaded since includes it.
  const moving = pending && (!pending.answered || list.fulfilledTimeStamp === pending.listedAt) ? pending : null;
  const sessions = moving ? loaded.map((session) => (session.id === moving.id ? { ...session, room: moving.room, start: moving.start, end: moving.end } : session)) : loaded;
  const placed = sessions.filter(isPlaced);
  const unplaced = sessions.filter((session) => !isPlaced(session));
  const drafts = sessions.filter((session) => !session.is_published);
  const days = scheduleDays(festival.data?.starts_on ?? '', festival.data?.ends_on ?? '', placed.map((session) => placeOf(session).day));
  const day = chosenDay && days.includes(chosenDay) ? chosenDay : days[0];
  const rooms = roomsInUse(sessions, addedRooms);
  const todays = placed.filter((session) => placeOf(session).day === day);
  const bounds = dayBounds(todays);

  /**
   * Sends a change of place, drawn at once where it goes until the list says otherwise; answers the refusal to show, or null
   * once it is done.
   */
  const send = async (session: AdminPresentation, body: { room: string; start?: string; end?: string }, done: string): Promise<string | null> => {
    setRefusal(null);
    setPending({ id: session.id, room: body.room, start: body.start ?? session.start, end: body.end ?? session.end, answered: false, listedAt: list.fulfilledTimeStamp });
    let answer: AdminPresentationChanged;
    try {
      answer = await update({ id: session.id, body }).unwrap();
    } catch (err) {
      // Refused: the block goes back where it was.
      setPending(null);
      return moveRefusal(err);
    }
    setPending((current) => (current?.id === session.id ? { ...current, answered: true } : current));
    toast.success(done);
    // A presenter's availability: allowed, but the organiser should know (and may move it again).
    for (const warning of answer.warnings) toast.warning(serverText(warning.detail) ?? t('admin.scheduleOutsideAvailability'), { autoClose: 10_000 });
    return null;
  };

  /** Moves a session to a room, day and start (the same length). */
  const move = async (session: AdminPresentation, room: string, onDay: string, start: number): Promise<string | null> => {
    const body = moveTo(session, room, onDay, start);
    if (body.room === session.room && body.start === new Date(session.start).toISOString()) return null;
    return send(session, body, t('admin.scheduleMoved', { title: localTitle(session) }));
  };

  /**
   * Back among the unplaced drafts: room "" (the time left as it was is a stand-in now). Its room's column
   * stays on the page even if it was the room's only session, so that it can be put back at once.
   */
  const unplace = async (session: AdminPresentation): Promise<string | null> => {
    if (!isPlaced(session)) return null;
    setAddedRooms((current) => (current.includes(session.room) ? current : [...current, session.room]));
    return send(session, { room: '' }, t('admin.scheduleReturned', { title: localTitle(session) }));
  };

  const onDrop = (session: AdminPresentation, target: DropTarget) => {
    if (target.kind === 'tray') void unplace(session).then(setRefusal);
    else if (day) void move(session, target.room, day, target.start).then(setRefusal);
  };

  const { drag, handlers, isClick } = useSessionDrag({
    bounds,
    rowHeight: ROW_HEIGHT,
    columns: () => columns.current,
    scroller: () => scroller.current,
    tray: () => tray.current,
    onDrop,
  });
  const choose = (session: AdminPresentation) => {
    if (isClick()) setChoosing(session);
  };
  const columnRef = (room: string) => (element: HTMLElement | null) => {
    if (element) columns.current.set(room, element);
    else columns.current.delete(room);
  };

  const addRoom = (event: FormEvent) => {
    event.preventDefault();
    const name = newRoom.trim();
    if (name && !rooms.includes(name)) setAddedRooms((current) => [...current, name]);
    setNewRoom('');
  };

  const dayLabel = (value: string) => formatDate(tehranInstant(value, 12 * 60));

  const heading = (
    <AdminHeading
      title={t('admin.navSchedule')}
      subtitle={t('admin.scheduleSubtitle')}
      action={
        <Button variant="accent" onClick={() => setPublishing(true)} disabled={drafts.length === 0}>
          {t('admin.schedulePublish')}
          {drafts.length > 0 && <span className="rounded-full bg-white/70 px-2 text-sm">{formatNumber(drafts.length)}</span>}
        </Button>
      }
    />
  );

  if (list.isLoading) {
    return (
      <>
        {heading}
        <Skeleton className="h-96 w-full" />
      </>
    );
  }
  if (list.isError || !list.data) {
    return (
      <>
        {heading}
        <ErrorState title={t('admin.scheduleLoadFailed')} message={errorMessage(list.error)} onRetry={() => void list.refetch()} retrying={list.isFetching} />
      </>
    );
  }

  return (
    <>
      {heading}
      {refusal && <FormAlert>{refusal}</FormAlert>}
      <p id={instructionsId} className="mb-4 text-sm leading-6 text-navy-600">
        {t('admin.scheduleInstructions')}
      </p>

      <div className="grid gap-5 xl:grid-cols-[minmax(0,1fr)_15rem]">
        <div className="min-w-0">
          {days.length === 0 || !day ? (
            <EmptyState text={t('admin.scheduleNoDays')} />
          ) : (
            <>
              <DayTabs days={days} day={day} label={dayLabel} panelId={panelId} onChoose={setChosenDay} />
              <div id={panelId} role="tabpanel" aria-label={dayLabel(day)}>
                {rooms.length === 0 ? (
                  <EmptyState text={t('admin.scheduleNoRooms')} />
                ) : (
                  <ScheduleGrid
                    day={day}
                    label={t('admin.scheduleGrid', { day: dayLabel(day) })}
                    rooms={rooms}
                    sessions={todays}
                    bounds={bounds}
                    drag={drag}
                    savingId={moving && !moving.answered ? moving.id : null}
                    handlers={handlers}
                    onChoose={choose}
                    columnRef={columnRef}
                    scrollerRef={scroller}
                    describedBy={instructionsId}
                  />
                )}
              </div>
            </>
          )}
        </div>

        {/* On a phone, the drafts to place come first, above the day. */}
        <div className="order-first grid content-start gap-5 xl:order-none">
          <UnplacedTray drafts={unplaced} drag={drag} handlers={handlers} onChoose={choose} trayRef={tray} />
          <form onSubmit={addRoom} className="grid gap-2 rounded-[var(--radius-card)] bg-white p-4 shadow-[var(--shadow-card)] ring-1 ring-navy-100">
            <TextField label={t('admin.scheduleAddRoom')} name="room" value={newRoom} onChange={(event) => setNewRoom(event.target.value)} hint={t('admin.scheduleAddRoomHint')} />
            <Button type="submit" variant="secondary" disabled={!newRoom.trim()}>
              {t('admin.scheduleAddRoomButton')}
            </Button>
          </form>
        </div>
      </div>

      {/* The block under the pointer while it is dragged; the grid shows where it would land. */}
      {drag && (
        <div
          aria-hidden="true"
          className="pointer-events-none fixed z-50 overflow-hidden rounded-lg border border-accent-500 bg-white/95 px-2 py-1 text-xs font-bold text-navy-950 shadow-2xl"
          style={{ left: drag.left, top: drag.top, width: drag.width, height: drag.height }}
        >
          {localTitle(drag.session)}
        </div>
      )}

      {choosing && (
        <MoveSessionDialog
          session={choosing}
          days={days}
          rooms={rooms}
          shownDay={day ?? days[0] ?? ''}
          onMove={move}
          onUnplace={unplace}
          onClose={() => setChoosing(null)}
        />
      )}

      <ConfirmDialog
        open={publishing}
        tone="primary"
        title={t('admin.schedulePublish')}
        confirmLabel={t('admin.schedulePublish')}
        onClose={() => setPublishing(false)}
        onConfirm={async () => {
          const result = await publish().unwrap();
          if (result.published > 0) toast.success(t('admin.schedulePublished', { count: formatNumber(result.published) }));
          else toast.info(t('admin.schedulePublishedNone'));
          if (result.unplaced > 0) toast.info(t('admin.schedulePublishUnplaced', { count: formatNumber(result.unplaced) }));
        }}
      >
        <p>{t('admin.schedulePublishText', { placed: formatNumber(drafts.filter(isPlaced).length) })}</p>
        {unplaced.length > 0 && <p className="text-sm text-navy-600">{t('admin.schedulePublishUnplaced', { count: formatNumber(unplaced.length) })}</p>}
      </ConfirmDialog>
    </>
  );
}
