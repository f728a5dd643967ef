import { asc, desc, type AnyColumn, type SQL } from 'drizzle-orm';
import { validationError } from '../errors';
import { listTexts } from '../texts';

/**
 * ORDER BY from `?ordering=field` or `-field`, where `field` must be one of `allowed` (wire name ->
 * column or SQL expression): anything else is a 400 VALIDATION_ERROR naming `ordering`, never a
 * column name passed through to SQL. `tiebreak` goes last so that pages never overlap or skip rows
 * when the chosen field has equal values. Without `ordering`, `fallback` applies.
 */
export function orderingOf(
  ordering: string | undefined,
  allowed: Record<string, AnyColumn | SQL>,
  opts: { fallback: SQL[]; tiebreak: SQL },
): SQL[] {
  if (!ordering) return [...opts.fallback, opts.tiebreak];
  const descending = ordering.startsWith('-');
  const field = descending ? ordering.slice(1) : ordering;
  const target = Object.hasOwn(allowed, field) ? allowed[field] : undefined;
  if (!target) {
    throw validationError(
      { ordering: [listTexts.orderingField(field, Object.keys(allowed))] },
      listTexts.orderingInvalid,
    );
  }
  return [descending ? desc(target) : asc(target), opts.tiebreak];
}
