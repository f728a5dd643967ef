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

/** A one-time code as typed: six digits, Persian or Arabic-Indic ones too, spaces and dashes ignored. */
export function checkCode(code: string): string | undefined {
  const digits = code.replace(/[۰-۹]/g, (d) => String(d.charCodeAt(0) - 0x06f0)).replace(/[٠-٩]/g, (d) => String(d.charCodeAt(0) - 0x0660));
  if (!code.trim()) return t('auth.required');
  return /^\d{6}$/.test(digits.replace(/[\s-]/g, '')) ? undefined : t('auth.invalidCode');
}
