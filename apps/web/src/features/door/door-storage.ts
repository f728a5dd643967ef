import type { CheckinAttendee } from '@/shared/api/checkin';

/**
 * What a door keeps in this browser to keep working when the hall's Wi-Fi fails (localStorage; small:
 * a few hundred attendees are tens of KB). Only what a door needs: per session, the attendees' names,
 * the last 4 phone digits and the ticket hashes (never the codes); the check-ins accepted offline,
 * waiting to be sent (these carry the scanned code and the scan's nonce, which the server needs);
 * and the conflicts found when they were sent. All of it goes on logout (clearDoorData).
 */
const PREFIX = 'fest.door.';
const SNAPSHOT = (presentationId: number) => `${PREFIX}snapshot.${presentationId}`;
const QUEUE = `${PREFIX}queue`;
const CONFLICTS = `${PREFIX}conflicts`;
const SESSION = `${PREFIX}session`;

export interface Snapshot {
  presentationId: number;
  /** When the server's list was saved (epoch ms). */
  savedAt: number;
  attendees: CheckinAttendee[];
}

export interface QueuedCheckin {
  ticket: string;
  presentation: number;
  nonce: string;
  ticketHash: string;
  name: string;
  /** When the door accepted it offline (ISO). */
  at: string;
}

export interface Conflict {
  nonce: string;
  name: string;
  /** ALREADY_CHECKED_IN: when and by whom it had been scanned; otherwise the server's reason. */
  checkedInAt?: string;
  by?: string;
  reason?: string;
}

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

function read<T>(key: string): T | null {
  try {
    const raw = storage()?.getItem(key);
    return raw ? (JSON.parse(raw) as T) : null;
  } catch {
    return null;
  }
}

function write(key: string, value: unknown): void {
  try {
    storage()?.setItem(key, JSON.stringify(value));
  } catch {
    /* storage full or off: the door still works online */
  }
}

export const readSnapshot = (presentationId: number) => read<Snapshot>(SNAPSHOT(presentationId));
export const writeSnapshot = (snapshot: Snapshot) => write(SNAPSHOT(snapshot.presentationId), snapshot);
export const readQueue = () => read<QueuedCheckin[]>(QUEUE) ?? [];
export const writeQueue = (queue: QueuedCheckin[]) => write(QUEUE, queue);
export const readConflicts = () => read<Conflict[]>(CONFLICTS) ?? [];
export const writeConflicts = (conflicts: Conflict[]) => write(CONFLICTS, conflicts);
export const readChosenSession = () => read<number>(SESSION);
export const writeChosenSession = (presentationId: number | null) => write(SESSION, presentationId);

/** Everything a door kept (logout). */
export function clearDoorData(): void {
  const store = storage();
  if (!store) return;
  for (const key of Object.keys(store)) if (key.startsWith(PREFIX)) store.removeItem(key);
}
