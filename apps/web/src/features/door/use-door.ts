import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { ApiQueryError } from '@/shared/api/base-api';
import {
  checkinApi,
  useGetCheckinAttendeesQuery,
  type AlreadyCheckedIn,
  type CheckinAttendee,
  type CheckinBody,
  type DoorSaleMethod,
  type WalkInResult,
  type WrongPresentation,
} from '@/shared/api/checkin';
import { useAppDispatch } from '@/shared/store/hooks';
import { signal } from './door-feedback';
import { readConflicts, readQueue, readSnapshot, writeConflicts, writeQueue, writeSnapshot, type Conflict, type QueuedCheckin, type Snapshot } from './door-storage';
import { normaliseCode, ticketHash } from './ticket-hash';
import { localTitle } from '@/shared/i18n/content';
import { catalogueMessage, serverText } from '@/shared/api-error';
import { t } from '@/shared/i18n';
import './messages';

/** What the full-screen answer shows. */
export type ScanResult =
  | { kind: 'ok'; name: string; offline: boolean; sale?: DoorSale }
  | { kind: 'already'; name: string; checkedInAt: string; by: string }
  | { kind: 'wrong'; title: string }
  | { kind: 'not-found'; offline: boolean }
  | { kind: 'failed' }
  /** A sale at the door refused: no seat was free. */
  | { kind: 'full' };

/** What a sale at the door took, said under the name; `otherName`: the phone's account kept its own name. */
export interface DoorSale {
  amount: number;
  method: DoorSaleMethod;
  otherName: boolean;
}

/** The list refreshes this often while the page is open and online (and after every scan). */
const REFRESH_MS = 30_000;
/** Queued check-ins are tried again this often (and at once when the browser says it is online). */
const RETRY_MS = 10_000;

const fullName = (a: Pick<CheckinAttendee, 'first_name' | 'last_name'>) => `${a.first_name} ${a.last_name}`.trim();
const asError = (err: unknown) => err as ApiQueryError;
/** No answer from the server (offline, timed out, or it is down): decide from the snapshot. */
const unreachable = (e: ApiQueryError) => e.code === 'NETWORK_ERROR' || e.status === undefined || e.status >= 500 || e.status === 429;

/** The server's list, with the check-ins this door accepted offline and has not sent yet marked. */
function withQueued(attendees: CheckinAttendee[], queue: QueuedCheckin[], presentationId: number): CheckinAttendee[] {
  const pending = new Map(queue.filter((q) => q.presentation === presentationId).map((q) => [q.ticketHash, q.at]));
  return attendees.map((a) => (a.checked_in_at || !pending.has(a.ticket_hash) ? a : { ...a, checked_in_at: pending.get(a.ticket_hash)! }));
}

/**
 * The door's work for one session: scan (online first; when the server can't be reached, from the
 * saved snapshot, queueing the check-in with its nonce), send the queue when the connection is back
 * (the nonce makes a resend safe: the server answers the first 200 again), and keep the conflicts
 * found then (the same ticket scanned at another door meanwhile) until the volunteer has seen them.
 */
export function useDoor(presentationId: number | null, presentation?: Snapshot['presentation']) {
  const dispatch = useAppDispatch();
  const attendees = useGetCheckinAttendeesQuery(presentationId ?? 0, { skip: !presentationId, pollingInterval: REFRESH_MS });
  /** Check-ins this page saw (hash -> time) since the list was last fetched. */
  const [marks, setMarks] = useState<Record<string, string>>({});
  const [queue, setQueueState] = useState<QueuedCheckin[]>(readQueue);
  const [conflicts, setConflictsState] = useState<Conflict[]>(readConflicts);
  const [result, setResult] = useState<ScanResult | null>(null);
  /** How many conflicts the sendings of the queue found since the volunteer last saw them (it only grows: each batch is news). */
  const [newConflicts, setNewConflicts] = useState(0);
  const [online, setOnline] = useState(() => typeof navigator === 'undefined' || navigator.onLine !== false);
  const flushing = useRef(false);

  const setQueue = useCallback((next: QueuedCheckin[]) => {
    writeQueue(next);
    setQueueState(next);
  }, []);
  const addConflict = useCallback((conflict: Conflict) => {
    const next = [...readConflicts().filter((c) => c.nonce !== conflict.nonce), conflict];
    writeConflicts(next);
    setConflictsState(next);
  }, []);

  // The list: the server's latest answer for this session, else the one saved in this browser (offline),
  // with the check-ins queued here and those this page saw marked.
  const fresh = presentationId && attendees.data && attendees.originalArgs === presentationId ? attendees.data : null;
  const saved = useMemo(() => (presentationId ? readSnapshot(presentationId) : null), [presentationId]);
  const snapshot = useMemo((): Snapshot | null => {
    if (!presentationId) return null;
    const base = fresh ? { savedAt: attendees.fulfilledTimeStamp ?? 0, attendees: fresh, presentation } : saved;
    if (!base) return null;
    const list = withQueued(base.attendees, queue, presentationId).map((a) =>
      a.checked_in_at || !marks[a.ticket_hash] ? a : { ...a, checked_in_at: marks[a.ticket_hash]! },
    );
    return { presentationId, savedAt: base.savedAt, attendees: list, presentation: base.presentation ?? presentation };
  }, [presentationId, fresh, saved, queue, marks, attendees.fulfilledTimeStamp, presentation]);

  // Each fresh answer is saved for the next time the server can't be reached, with the session itself
  // (a door reopened offline may have no programme to name it from).
  useEffect(() => {
    if (presentationId && fresh) {
      const kept = presentation ?? readSnapshot(presentationId)?.presentation;
      writeSnapshot({ presentationId, savedAt: Date.now(), attendees: withQueued(fresh, readQueue(), presentationId), presentation: kept });
    }
  }, [presentationId, fresh, presentation]);

  const markLocally = useCallback(
    (hash: string, at: string) => {
      setMarks((current) => ({ ...current, [hash]: current[hash] ?? at }));
      if (!presentationId) return;
      const stored = readSnapshot(presentationId);
      if (stored) {
        const attendeesNow = stored.attendees.map((a) => (a.ticket_hash === hash && !a.checked_in_at ? { ...a, checked_in_at: at } : a));
        writeSnapshot({ ...stored, attendees: attendeesNow });
      }
    },
    [presentationId],
  );

  const show = useCallback((next: ScanResult) => {
    setResult(next);
    signal(next.kind === 'ok' ? 'ok' : next.kind === 'already' ? 'already' : 'refused');
  }, []);

  const send = useCallback((body: CheckinBody) => dispatch(checkinApi.endpoints.checkIn.initiate(body)).unwrap(), [dispatch]);

  /**
   * Sends one queued check-in, stamped with when the door accepted it. A phone whose clock is far off
   * gets that time refused (400 naming scanned_at): the person was let in all the same, so it is sent
   * again without it (recorded when sent) rather than lost.
   */
  const sendQueued = useCallback(
    async (item: QueuedCheckin) => {
      const key: Pick<CheckinBody, 'ticket' | 'participation' | 'reason'> =
        item.ticket !== undefined ? { ticket: item.ticket } : { participation: item.participation, reason: item.reason };
      const body: CheckinBody = { ...key, presentation: item.presentation, nonce: item.nonce };
      try {
        return await send({ ...body, scanned_at: item.at });
      } catch (err) {
        const e = asError(err);
        if (e.status === 400 && e.code === 'VALIDATION_ERROR' && e.errors?.scanned_at) return send(body);
        throw err;
      }
    },
    [send],
  );

  /**
   * Sends the queued check-ins, oldest first; stops at the first that gets no answer. Those the server
   * refuses now (let in at another door meanwhile, another session's ticket, a voided one) become
   * conflicts, announced with a sound once per sending.
   */
  const flush = useCallback(async () => {
    if (flushing.current) return;
    flushing.current = true;
    let found = 0;
    try {
      for (const item of readQueue()) {
        try {
          await sendQueued(item);
        } catch (err) {
          const e = asError(err);
          if (unreachable(e)) {
            setOnline(false);
            return;
          }
          found += 1;
          if (e.status === 409 && e.code === 'ALREADY_CHECKED_IN') {
            const body = e.body as AlreadyCheckedIn;
            addConflict({ nonce: item.nonce, name: item.name, checkedInAt: body.checked_in_at, by: body.by?.first_name ?? '' });
          } else if (e.status === 400 && e.code === 'WRONG_PRESENTATION') {
            addConflict({ nonce: item.nonce, name: item.name, reason: t('door.wrongDetail', { title: localTitle((e.body as WrongPresentation).presentation) }) });
          } else {
            addConflict({ nonce: item.nonce, name: item.name, reason: serverText(e.detail) ?? catalogueMessage(e.code) });
          }
        }
        setOnline(true);
        setQueue(readQueue().filter((q) => q.nonce !== item.nonce));
      }
    } finally {
      flushing.current = false;
      if (found > 0) {
        setNewConflicts((seen) => seen + found);
        signal('conflict');
      }
    }
    if (presentationId) void attendees.refetch();
  }, [sendQueued, addConflict, setQueue, presentationId, attendees]);

  // Send the queue when the browser is back online, and keep trying while something waits.
  useEffect(() => {
    const back = () => {
      setOnline(true);
      void flush();
    };
    const gone = () => setOnline(false);
    window.addEventListener('online', back);
    window.addEventListener('offline', gone);
    return () => {
      window.removeEventListener('online', back);
      window.removeEventListener('offline', gone);
    };
  }, [flush]);
  useEffect(() => {
    if (queue.length === 0) return;
    const timer = window.setInterval(() => void flush(), RETRY_MS);
    return () => window.clearInterval(timer);
  }, [queue.length, flush]);

  /**
   * Asks the server to check someone in and shows its answer; when it can't be reached, the saved list
   * decides and the check-in waits in the queue. `known`: the attendee on the saved list, if any.
   */
  const checkInOrQueue = useCallback(
    async (
      body: Pick<CheckinBody, 'ticket' | 'participation' | 'reason'> & { presentation: number },
      hash: string,
      known: CheckinAttendee | undefined,
    ) => {
      const nonce = crypto.randomUUID();
      try {
        const ok = await send({ ...body, nonce });
        setOnline(true);
        markLocally(hash, ok.checked_in_at);
        show({ kind: 'ok', name: fullName(ok.attendee), offline: false });
        if (readQueue().length) void flush();
        return;
      } catch (err) {
        const e = asError(err);
        if (!unreachable(e)) {
          setOnline(true);
          if (e.status === 409 && e.code === 'ALREADY_CHECKED_IN') {
            const answer = e.body as AlreadyCheckedIn;
            markLocally(hash, answer.checked_in_at);
            return show({ kind: 'already', name: known ? fullName(known) : '', checkedInAt: answer.checked_in_at, by: answer.by?.first_name ?? '' });
          }
          if (e.status === 400 && e.code === 'WRONG_PRESENTATION') return show({ kind: 'wrong', title: localTitle((e.body as WrongPresentation).presentation) });
          if (e.status === 404) return show({ kind: 'not-found', offline: false });
          return show({ kind: 'failed' });
        }
      }
      // The server can't be reached: the saved list decides, and the check-in waits in the queue.
      setOnline(false);
      if (!snapshot || snapshot.presentationId !== body.presentation) return show({ kind: 'failed' });
      if (!known) return show({ kind: 'not-found', offline: true });
      if (known.checked_in_at) return show({ kind: 'already', name: fullName(known), checkedInAt: known.checked_in_at, by: '' });
      const at = new Date().toISOString();
      setQueue([...readQueue(), { ...body, nonce, ticketHash: hash, name: fullName(known), at }]);
      markLocally(hash, at);
      show({ kind: 'ok', name: fullName(known), offline: true });
    },
    [snapshot, send, markLocally, show, flush, setQueue],
  );

  /** A scanned or typed ticket code. */
  const scan = useCallback(
    async (raw: string) => {
      const ticket = normaliseCode(raw);
      if (!ticket || !presentationId) return;
      const hash = await ticketHash(ticket);
      const known = snapshot?.presentationId === presentationId ? snapshot.attendees.find((a) => a.ticket_hash === hash) : undefined;
      await checkInOrQueue({ ticket, presentation: presentationId }, hash, known);
    },
    [presentationId, snapshot, checkInOrQueue],
  );

  /** A dead phone: the attendee found in the search, let in without a code, with the volunteer's reason. */
  const letIn = useCallback(
    async (attendee: CheckinAttendee, reason: string) => {
      if (!presentationId) return;
      await checkInOrQueue({ participation: attendee.participation_id, reason, presentation: presentationId }, attendee.ticket_hash, attendee);
    },
    [presentationId, checkInOrQueue],
  );

  /**
   * A seat sold at the door (features/door/components/WalkInDialog.tsx): the person is in, shown as a
   * scan's green answer; the list asks the server again (the sale invalidated it) and shows them in.
   */
  const sold = useCallback(
    (answer: WalkInResult, sale: { method: DoorSaleMethod; typedName: string }) => {
      setOnline(true);
      const name = fullName(answer.attendee);
      show({ kind: 'ok', name, offline: false, sale: { amount: answer.amount, method: sale.method, otherName: name !== sale.typedName } });
    },
    [show],
  );
  /** A sale at the door refused for want of a seat: red, like a refused ticket. */
  const full = useCallback(() => show({ kind: 'full' }), [show]);

  const list = useMemo(() => snapshot?.attendees ?? [], [snapshot]);
  const counts = useMemo(() => ({ done: list.filter((a) => a.checked_in_at).length, total: list.length }), [list]);

  return {
    scan,
    letIn,
    sold,
    full,
    result,
    dismissResult: () => setResult(null),
    attendees: list,
    snapshotSavedAt: snapshot?.savedAt ?? null,
    snapshotPresentation: snapshot?.presentation,
    counts,
    online,
    queue,
    sendQueue: () => void flush(),
    conflicts,
    newConflicts,
    dismissConflicts: () => {
      writeConflicts([]);
      setConflictsState([]);
      setNewConflicts(0);
    },
  };
}
