import type { UserRole } from '@fest/contract';
import type { CheckinAttendee } from '@/shared/api/checkin';

/**
 * What a door keeps in this browser to keep working when the hall's Wi-Fi fails (localStorage; small:
 * a few hundred attendees are tens of KB). Only what a door needs: per session, the attendees' names,
 * the last 4 phone digits and the ticket hashes (never the codes); the check-ins accepted offline,
 * waiting to be sent (these carry the scanned code and the scan's nonce, which the server needs);
 * the conflicts found when they were sent; and who used the door here online, with their role and
 * the session they chose, so that the page still opens when it is reloaded offline or the phone
 * restarted. All of it goes on logout (clearDoorData).
 */
const PREFIX = 'fest.door.';
const SNAPSHOT = (presentationId: number) => `${PREFIX}snapshot.${presentationId}`;
const QUEUE = `${PREFIX}queue`;
const CONFLICTS = `${PREFIX}conflicts`;
const SESSION = `${PREFIX}session`;
const VOLUNTEER = `${PREFIX}volunteer`;

export interface Snapshot {
  presentationId: number;
  /** The session itself, for a door opened offline without the programme (older snapshots lack it). */
  presentation?: { fa_title: string; en_title?: string; start: string };
  /** When the server's list was saved (epoch ms). */
  savedAt: number;
  attendees: CheckinAttendee[];
}

/**
 * A check-in accepted offline: by its scanned `ticket`, or (a dead phone) by the registration found
 * in the search, with the volunteer's `reason`.
 */
export interface QueuedCheckin {
  ticket?: string;
  participation?: number;
  reason?: string;
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

/** Who used the door in this browser while online, and their role then. */
export interface Volunteer {
  phoneNumber: string;
  role: UserRole;
}
export const writeVolunteer = (volunteer: Volunteer) => write(VOLUNTEER, volunteer);
/**
 * The role remembered for this phone number (null for anyone else): what the door's route trusts when
 * the profile can't be fetched offline. It only opens the page; the server checks every check-in.
 */
export function rememberedDoorRole(phoneNumber: string): UserRole | null {
  const volunteer = read<Volunteer>(VOLUNTEER);
  return volunteer?.phoneNumber === phoneNumber ? volunteer.role : null;
}

/** Everything a door kept (logout). */
export function clearDoorData(): void {
  const store = storage();
  if (!store) return;
  for (const key of Object.keys(store)) if (key.startsWith(PREFIX)) store.removeItem(key);
}
