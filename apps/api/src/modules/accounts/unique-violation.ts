import { validationError, type AppError } from '../../lib/errors';
import { accountTexts } from './texts';

export const PHONE_TAKEN = accountTexts.phoneTaken;
export const EMAIL_TAKEN = accountTexts.emailTaken;

/**
 * Two signups (or a signup and a profile update) racing for the same phone or e-mail both pass
 * the look-up; the unique constraints settle it. This turns that violation into the same field
 * error the look-up would have given, instead of a 500. Null when `err` is something else.
 */
export function uniqueViolationAsFieldError(err: unknown): AppError | null {
  // Drizzle wraps the driver's error (pg or PGlite) in `cause`.
  for (let e: unknown = err, depth = 0; e && typeof e === 'object' && depth < 5; depth++) {
    const { code, constraint, detail, cause } = e as { code?: unknown; constraint?: unknown; detail?: unknown; cause?: unknown };
    if (code === '23505') {
      const where = `${String(constraint ?? '')} ${String(detail ?? '')}`;
      if (/phone_number/.test(where)) return validationError({ phone_number: [PHONE_TAKEN] });
      if (/email/.test(where)) return validationError({ email: [EMAIL_TAKEN] });
      return null;
    }
    e = cause;
  }
  return null;
}
