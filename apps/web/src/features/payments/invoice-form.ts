import { asciiDigits, companyNationalId, nationalCode, postalCode } from '@fest/contract';
import type { MessageKey } from '@/shared/i18n';
import type { InvoiceDetails, InvoiceDetailsBody } from '@/shared/api/invoices';
import type { Payment } from '@/shared/api/payments';

export type BuyerKind = InvoiceDetails['kind'];

/** The form's text fields, named as the contract names them (PUT /api/payments/{id}/invoice_details/). */
export const invoiceFields = ['name', 'national_id', 'economic_code', 'registration_number', 'postal_code', 'address', 'phone'] as const;
export type InvoiceField = (typeof invoiceFields)[number];
export type InvoiceFormValues = { kind: BuyerKind } & Record<InvoiceField, string>;
export type InvoiceFormErrors = Partial<Record<InvoiceField, MessageKey>>;

/** Only a company has these: a person's invoice leaves them out (and sends them empty). */
export const companyOnly: ReadonlySet<InvoiceField> = new Set(['economic_code', 'registration_number']);

/** What the form starts from: the details given before, or an empty person's. */
export function initialInvoiceValues(details: InvoiceDetails | null): InvoiceFormValues {
  if (details) return { ...details };
  return { kind: 'PERSON', name: '', national_id: '', economic_code: '', registration_number: '', postal_code: '', address: '', phone: '' };
}

/**
 * One field's problem, for instant feedback as the buyer leaves it or sends the form: empty where it
 * is required, and the check digits of the national code or id (and the postal code's length) by the
 * contract's own checks (packages/contract iran-ids). The server checks everything again (the phone's
 * and economic code's forms too) and names any field it refuses.
 */
export function checkInvoiceField(field: InvoiceField, values: InvoiceFormValues): MessageKey | undefined {
  const value = values[field].trim();
  if (companyOnly.has(field)) return undefined;
  if (value === '') return 'invoices.required';
  if (field === 'national_id') {
    if (values.kind === 'PERSON') return nationalCode(value) === null ? 'invoices.nationalCodeWrong' : undefined;
    return companyNationalId(value) === null ? 'invoices.companyIdWrong' : undefined;
  }
  if (field === 'postal_code') return postalCode(value) === null ? 'invoices.postalCodeWrong' : undefined;
  return undefined;
}

/** Every field's problem; an empty object when the form may be sent. */
export function checkInvoiceDetails(values: InvoiceFormValues): InvoiceFormErrors {
  const errors: InvoiceFormErrors = {};
  for (const field of invoiceFields) {
    const problem = checkInvoiceField(field, values);
    if (problem) errors[field] = problem;
  }
  return errors;
}

/** The body to send: text trimmed, digits typed in Persian or Arabic made ASCII, a person's company fields empty. */
export function invoiceDetailsBody(values: InvoiceFormValues): InvoiceDetailsBody {
  const company = values.kind === 'COMPANY';
  const digits = (value: string) => asciiDigits(value.trim());
  return {
    kind: values.kind,
    name: values.name.trim(),
    national_id: digits(values.national_id),
    economic_code: company ? digits(values.economic_code) : '',
    registration_number: company ? values.registration_number.trim() : '',
    postal_code: digits(values.postal_code),
    address: values.address.trim(),
    phone: digits(values.phone),
  };
}

/**
 * Where a payment's official invoice stands: `none` (no details given), `details` (given, not issued:
 * they can still change), `issued` (a number; the details are fixed), `refunded` (all its money was
 * returned before an invoice was issued: there is nothing to invoice, the server refuses with 409).
 * Null when the payment has no documents at all: only a paid payment (COMPLETED, partly or wholly
 * REFUNDED) has a receipt, and an invoice is asked for beside it.
 */
export type InvoiceStage = 'none' | 'details' | 'issued' | 'refunded';

export function invoiceStage(payment: Pick<Payment, 'payment_state' | 'receipt_url' | 'invoice_details' | 'invoice'>): InvoiceStage | null {
  if (payment.invoice) return 'issued';
  if (payment.receipt_url === null) return null;
  if (payment.payment_state !== 'COMPLETED') return 'refunded';
  return payment.invoice_details ? 'details' : 'none';
}
