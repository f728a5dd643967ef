import type { Db, Tx } from '../../db/client';
import { auditLog } from '../../db/schema';

export interface AuditRecord {
  /** The organiser who acted; null for the server's own commands. */
  actorId: number | null;
  /** What was done: create, update, delete, upload, role_change, refund, ... */
  action: string;
  /** What it was done to: presentation, coupon, settings, user, payment, ... */
  objectType: string;
  objectId: string | number | null;
  /** The object before and after, as the organiser API shows it (JSON); null for none. */
  before: unknown;
  after: unknown;
}

/**
 * Writes one audit row. Takes a transaction, never the pool: the row must commit or roll back with
 * the change it describes, so a write that fails leaves no audit row and no change goes unrecorded.
 */
export async function recordAudit(tx: Tx, record: AuditRecord): Promise<void> {
  await tx.insert(auditLog).values({
    actorId: record.actorId,
    action: record.action,
    objectType: record.objectType,
    objectId: record.objectId === null ? '' : String(record.objectId),
    before: toJson(record.before),
    after: toJson(record.after),
  });
}

/** JSON as the wire shows it (Dates as ISO strings); undefined and null as SQL null. */
const toJson = (value: unknown) => (value === undefined || value === null ? null : JSON.parse(JSON.stringify(value)));

export interface AuditedOutcome<T> {
  /** What the caller gets back. */
  result: T;
  objectId: string | number | null;
  before: unknown;
  after: unknown;
}

/**
 * Runs an organiser's change and its audit row in one transaction: `change` does the work inside
 * `tx` and says what it changed; the row is written after it, in the same transaction. Any throw
 * (a rule refused, a constraint failed) rolls back both.
 */
export async function auditedChange<T>(
  db: Db,
  who: { actorId: number | null; action: string; objectType: string },
  change: (tx: Tx) => Promise<AuditedOutcome<T>>,
): Promise<T> {
  return db.transaction(async (tx) => {
    const outcome = await change(tx);
    await recordAudit(tx, { ...who, objectId: outcome.objectId, before: outcome.before, after: outcome.after });
    return outcome.result;
  });
}
