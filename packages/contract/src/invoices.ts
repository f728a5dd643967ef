import { z } from 'zod';
import { adminListQuerySchema, pagedSchema } from './admin';
import { editionQuerySchema } from './editions';
import { asciiDigits, companyNationalId, nationalCode, postalCode } from './iran-ids';
import { answerInt, answerText, idParamSchema, textSchema } from './primitives';

/*
 * Receipts and official invoices (docs/api.md, "Certificates, receipts and invoices"). A buyer gives the
 * invoice details of a payment until its invoice is issued; the invoice takes a number of its edition's
 * one gap-free sequence, and a refund after that is a credit note of the same sequence.
 */

export const INVOICE_BUYER_KINDS = ['PERSON', 'COMPANY'] as const;
export const INVOICE_KINDS = ['INVOICE', 'CREDIT_NOTE'] as const;

const isoTime = answerText.meta({ format: 'date-time', description: 'ISO 8601, UTC' });

const invoiceTexts = {
  nationalCode: 'کد ملی باید ۱۰ رقم با رقم کنترل درست باشد.',
  companyId: 'شناسه ملی باید ۱۱ رقم با رقم کنترل درست باشد.',
  postalCode: 'کد پستی باید ۱۰ رقم باشد.',
  phone: 'شماره تلفن باید ۱۱ رقم و با ۰ آغاز شود (مانند ۰۲۱۱۲۳۴۵۶۷۸).',
  economicCode: 'کد اقتصادی باید ۱۰ تا ۱۴ رقم باشد.',
  name: 'نام خریدار را وارد کنید.',
  address: 'نشانی را وارد کنید.',
};

const digitsOnly = (max: number) => textSchema().max(max).transform(asciiDigits);

/** PUT /api/payments/{id}/invoice_details/. Digits may be typed in Persian; they are stored in ASCII. */
export const invoiceDetailsBodySchema = z
  .object({
    kind: z.enum(INVOICE_BUYER_KINDS),
    name: textSchema().trim().min(1, invoiceTexts.name).max(200),
    national_id: digitsOnly(40).meta({ description: "a person's کد ملی (10 digits) or a company's شناسه ملی (11 digits), check digit verified" }),
    economic_code: digitsOnly(40)
      .refine((v) => v === '' || /^\d{10,14}$/.test(v), invoiceTexts.economicCode)
      .optional()
      .default(''),
    registration_number: textSchema().trim().max(40).optional().default(''),
    postal_code: digitsOnly(40)
      .refine((v) => postalCode(v) !== null, invoiceTexts.postalCode)
      .meta({ description: '10 digits' }),
    address: textSchema().trim().min(1, invoiceTexts.address).max(500),
    phone: digitsOnly(40).refine((v) => /^0\d{10}$/.test(v), invoiceTexts.phone),
  })
  .superRefine((body, ctx) => {
    const valid = body.kind === 'PERSON' ? nationalCode(body.national_id) : companyNationalId(body.national_id);
    if (valid === null) {
      ctx.addIssue({ code: 'custom', path: ['national_id'], message: body.kind === 'PERSON' ? invoiceTexts.nationalCode : invoiceTexts.companyId });
    }
  });
export type InvoiceDetailsBody = z.infer<typeof invoiceDetailsBodySchema>;

/** A payment's invoice details as stored. */
export const invoiceDetailsSchema = z
  .object({
    kind: z.enum(INVOICE_BUYER_KINDS),
    name: answerText,
    national_id: answerText,
    economic_code: answerText,
    registration_number: answerText,
    postal_code: answerText,
    address: answerText,
    phone: answerText,
  })
  .meta({ id: 'InvoiceDetails' });
export type InvoiceDetails = z.infer<typeof invoiceDetailsSchema>;

/** An invoice or a credit note, as the organisers list them. */
export const invoiceSchema = z
  .object({
    number: answerInt.meta({ description: "its number in its edition's one gap-free sequence" }),
    kind: z.enum(INVOICE_KINDS),
    payment: answerInt,
    issued_at: isoTime,
    amount: answerInt.meta({ description: 'Toman, VAT included; a credit note: the amount refunded' }),
    buyer: z.object({ kind: z.enum(INVOICE_BUYER_KINDS), name: answerText, national_id: answerText }),
    edition: answerText.meta({ description: 'the slug of its edition' }),
  })
  .meta({ id: 'Invoice' });
export type Invoice = z.infer<typeof invoiceSchema>;
export const invoicePageSchema = pagedSchema(invoiceSchema);

/** GET /api/admin/invoices/?edition=&payment= (and the invoices export). */
export const adminInvoiceQuerySchema = adminListQuerySchema.extend({
  ...editionQuerySchema.shape,
  payment: idParamSchema.optional(),
});
export type AdminInvoiceQuery = z.infer<typeof adminInvoiceQuerySchema>;

/** A payment's own invoice, when issued: what the buyer's Payment carries. */
export const paymentInvoiceSchema = z.object({ number: answerInt, issued_at: isoTime });
