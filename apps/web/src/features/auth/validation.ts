import { normalizePhone } from '@fest/contract';
import { t } from '@/shared/i18n';

import type { FieldErrors } from '@/shared/use-form-fields';

export type { FieldErrors };

/** Checks done before asking the server: empty fields and an impossible phone number. */
export function checkRequired<F extends string>(values: Record<F, string>, fields: readonly F[]): FieldErrors<F> {
  const errors: FieldErrors<F> = {};
  for (const field of fields) {
    if (!values[field].trim()) errors[field] = t('auth.required');
  }
  return errors;
}

export function checkPhone(phone: string): string | undefined {
  if (!phone.trim()) return t('auth.required');
  return normalizePhone(phone) ? undefined : t('auth.invalidPhone');
}
