import { z } from 'zod';
import { adminListQuerySchema, pagedSchema } from './admin';
import { editionQuerySchema } from './editions';
import { answerInt, answerText, idParamSchema, idSchema, textSchema } from './primitives';

/*
 * Certificates of attendance and of presenting (docs/api.md, "Certificates"). An attendee checked in
 * to a session gets one once it has ended; organisers issue them by hand too (a presenter's, or an
 * attendance without a check-in). The code is the secret: the PDF and the public check need no token.
 */

export const CERTIFICATE_KINDS = ['ATTENDANCE', 'PRESENTER'] as const;
export type CertificateKind = (typeof CERTIFICATE_KINDS)[number];

const isoTime = answerText.meta({ format: 'date-time', description: 'ISO 8601, UTC' });

/**
 * `{code}` in a path: any text (an unknown or malformed code is 404, never a 400, so a guess learns
 * nothing from the answer), within a ceiling.
 */
export const certificateCodeParamsSchema = z.object({
  code: textSchema().max(100).meta({ description: 'the code: 32 hex digits' }),
});

/** `?lang=en`: the English version of the PDF (Persian by default). */
export const certificatePdfQuerySchema = z.object({
  lang: z.enum(['fa', 'en']).optional().meta({ description: 'fa (default) or en' }),
});

/** GET /api/certificates/: one of the caller's certificates (every edition). */
export const certificateSchema = z
  .object({
    code: answerText.meta({ description: '32 hex digits: the secret of the PDF and of the check page' }),
    kind: z.enum(CERTIFICATE_KINDS),
    presentation: z.object({ id: answerInt, fa_title: answerText, en_title: answerText, start: isoTime, end: isoTime }),
    issued_at: isoTime,
    pdf_url: answerText.meta({ description: '/api/certificates/{code}.pdf (no token needed); ?lang=en for English' }),
    edition: answerText.meta({ description: "the slug of the session's edition (GET /api/editions/), e.g. 1405" }),
  })
  .meta({ id: 'Certificate' });
export type Certificate = z.infer<typeof certificateSchema>;

/** GET /api/certificates/{code}/: the public check (the page the QR code opens). */
export const certificateCheckSchema = z
  .object({
    valid: z.boolean().meta({ description: 'false once an organiser revoked it' }),
    name: answerText.meta({ description: 'the name on the certificate, fixed when it was issued' }),
    kind: z.enum(CERTIFICATE_KINDS),
    presentation: z.object({ fa_title: answerText, en_title: answerText, start: isoTime }),
    issued_at: isoTime,
  })
  .meta({ id: 'CertificateCheck' });
export type CertificateCheck = z.infer<typeof certificateCheckSchema>;

/** One row of GET /api/admin/certificates/: the visitor's item, whose it is, the name on it, and whether it was revoked. */
export const adminCertificateSchema = certificateSchema
  .extend({
    user: z.object({ id: answerInt, phone_number: answerText, first_name: answerText, last_name: answerText }),
    name: answerText.meta({ description: 'the name printed on it, fixed when it was issued' }),
    revoked_at: isoTime.nullable(),
    participation: answerInt.nullable().meta({ description: 'the registration it was issued for; null for a presenter’s' }),
  })
  .meta({ id: 'AdminCertificate' });
export type AdminCertificate = z.infer<typeof adminCertificateSchema>;
export const adminCertificatePageSchema = pagedSchema(adminCertificateSchema);

/** GET /api/admin/certificates/: `presentation` one session's; `edition` an edition's (the current one unless a presentation is named). */
export const adminCertificateListQuerySchema = adminListQuerySchema
  .extend({ presentation: idParamSchema.optional() })
  .extend(editionQuerySchema.shape);
export type AdminCertificateListQuery = z.infer<typeof adminCertificateListQuerySchema>;

/**
 * POST /api/admin/certificates/: `{participation}` (attendance, for that registration's person and
 * session) or `{presentation, user, kind: "PRESENTER"}`.
 */
export const adminCertificateCreateSchema = z
  .object({
    participation: idSchema.optional().meta({ description: 'a COMPLETED registration: its person gets a certificate of attendance' }),
    presentation: idSchema.optional().meta({ description: 'with `user` and `kind: "PRESENTER"`' }),
    user: idSchema.optional(),
    kind: z.enum(CERTIFICATE_KINDS).optional().meta({ description: 'PRESENTER with presentation and user; ATTENDANCE (the default) with participation' }),
  })
  .superRefine((body, ctx) => {
    if (body.participation !== undefined) {
      if (body.presentation !== undefined || body.user !== undefined) {
        ctx.addIssue({ code: 'custom', path: ['participation'], message: 'یا شناسهٔ ثبت‌نام، یا ارائه و کاربر؛ نه هر دو.' });
      }
      if (body.kind === 'PRESENTER') {
        ctx.addIssue({ code: 'custom', path: ['kind'], message: 'گواهی ارائه با ارائه و کاربر صادر می‌شود، نه با ثبت‌نام.' });
      }
      return;
    }
    if (body.presentation === undefined) ctx.addIssue({ code: 'custom', path: ['presentation'], message: 'شناسهٔ ثبت‌نام یا ارائه را بفرستید.' });
    if (body.user === undefined) ctx.addIssue({ code: 'custom', path: ['user'], message: 'کاربری را که گواهی ارائه می‌گیرد بفرستید.' });
    if (body.kind !== 'PRESENTER') {
      ctx.addIssue({ code: 'custom', path: ['kind'], message: 'با ارائه و کاربر، نوع گواهی باید PRESENTER باشد؛ گواهی حضور با شناسهٔ ثبت‌نام صادر می‌شود.' });
    }
  });
export type AdminCertificateCreate = z.infer<typeof adminCertificateCreateSchema>;

/** POST /api/admin/presentations/{id}/certificates/: how many certificates of attendance were issued. */
export const certificatesIssuedSchema = z.object({ issued: answerInt.nonnegative() }).meta({ id: 'CertificatesIssued' });
export type CertificatesIssued = z.infer<typeof certificatesIssuedSchema>;
