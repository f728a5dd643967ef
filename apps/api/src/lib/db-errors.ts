/**
 * The PostgreSQL error behind a failed query, whichever driver raised it (Drizzle wraps the pg or
 * PGlite error in `cause`): its SQLSTATE code and the constraint it names. Null for anything else.
 */
export function databaseError(err: unknown): { code: string; constraint: string } | null {
  for (let e: unknown = err, depth = 0; e && typeof e === 'object' && depth < 5; depth++) {
    const { code, constraint, detail, cause } = e as { code?: unknown; constraint?: unknown; detail?: unknown; cause?: unknown };
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) {
      return { code, constraint: `${String(constraint ?? '')} ${String(detail ?? '')}`.trim() };
    }
    e = cause;
  }
  return null;
}

/** A unique constraint was violated (23505); `name` narrows it to one constraint or indexed column. */
export const isUniqueViolation = (err: unknown, name?: RegExp) => {
  const found = databaseError(err);
  return found?.code === '23505' && (!name || name.test(found.constraint));
};
