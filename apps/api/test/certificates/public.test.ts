import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { certificates, presentationPresenters, presentations, presenters } from '../../src/db/schema';
import { expectError } from '../accounts/support';
import { asAdmin, createAccount, type Account } from '../admin/authz';
import { createTestApp, type TestApp } from '../helpers/app';
import { flat, pdfText, SKIP_POPPLER } from '../helpers/poppler';
import { attendance, myCertificates } from './fixtures';

/**
 * The public side of a certificate, by its code alone (contract "Certificates"): the check the QR
 * code opens, `GET /api/certificates/{code}/`, and the PDF, `GET /api/certificates/{code}.pdf`.
 */
describe('a certificate’s check and PDF', () => {
  let t: TestApp;
  let admin: Account;
  beforeAll(async () => {
    // Many look-ups from one address here; the limit itself is tested below with an app of its own.
    t = await createTestApp({ env: { PUBLIC_URL: 'https://fest.example.ir', COUPON_RATE_LIMIT: '1000' } });
    admin = await createAccount(t.app, 'admin');
  });
  afterAll(() => t.close());
  const db = () => t.database.db;
  const get = (url: string) => t.app.inject({ method: 'GET', url });

  async function issued(title?: string) {
    const a = await attendance(t, { title });
    const [certificate] = await myCertificates(t, a.buyer);
    const [row] = await db().select().from(certificates).where(eq(certificates.code, certificate!.code));
    return { ...a, certificate: certificate!, row: row! };
  }

  it('the check answers whose it is, for which session, when it was issued, and that it is valid', async () => {
    const { certificate, row, presentationId } = await issued('کارگاه امنیت');
    const [session] = await db().select().from(presentations).where(eq(presentations.id, presentationId));
    const res = await get(`/api/certificates/${certificate.code}/`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      valid: true,
      name: row.name,
      kind: 'ATTENDANCE',
      presentation: { fa_title: 'کارگاه امنیت', en_title: 'Linux workshop', start: session!.start.toISOString() },
      issued_at: certificate.issued_at,
    });
    // Without its trailing slash too, and whatever the case of the hex digits.
    expect((await get(`/api/certificates/${certificate.code.toUpperCase()}`)).json()).toEqual(res.json());
  });

  it('answers valid: false, with the same facts, once an organiser revoked it', async () => {
    const { certificate } = await issued();
    const before = (await get(`/api/certificates/${certificate.code}/`)).json();
    const revoked = await asAdmin(t.app, admin, { method: 'DELETE', url: `/api/admin/certificates/${certificate.code}/` });
    expect(revoked.statusCode, revoked.body).toBe(204);
    const after = await get(`/api/certificates/${certificate.code}/`);
    expect(after.statusCode).toBe(200);
    expect(after.json()).toEqual({ ...before, valid: false });
  });

  it('404 in the contract’s error shape for a code that names no certificate, malformed or not', async () => {
    for (const code of [randomBytes(16).toString('hex'), 'abc', 'g'.repeat(32), `${randomBytes(16).toString('hex')}0`, '%20']) {
      expectError(await get(`/api/certificates/${code}/`), 404, 'NOT_FOUND');
      expectError(await get(`/api/certificates/${code}.pdf`), 404, 'NOT_FOUND');
    }
  });

  it('the PDF: application/pdf, inline, named after the code, starting with %PDF; ?lang=en too', async () => {
    const { certificate } = await issued();
    const res = await get(certificate.pdf_url);
    expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(`inline; filename="certificate-${certificate.code}.pdf"`);
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const english = await get(`${certificate.pdf_url}?lang=en`);
    expect(english.statusCode).toBe(200);
    expect(english.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(english.rawPayload.equals(res.rawPayload)).toBe(false);
    expectError(await get(`${certificate.pdf_url}?lang=de`), 400, 'VALIDATION_ERROR');
  });

  it('404 for the PDF of a revoked certificate', async () => {
    const { certificate } = await issued();
    await asAdmin(t.app, admin, { method: 'DELETE', url: `/api/admin/certificates/${certificate.code}/` });
    expectError(await get(certificate.pdf_url), 404, 'NOT_FOUND');
  });

  it.skipIf(SKIP_POPPLER)('the PDF says whose it is, the session, its presenters in order, the festival, the signatory and the check address', async () => {
    const { certificate, row, presentationId } = await issued('کارگاه شبکه');
    const made = await db()
      .insert(presenters)
      .values([
        { firstName: 'علی', lastName: 'رضایی' },
        { firstName: 'Jane', lastName: 'Doe' },
      ])
      .returning({ id: presenters.id });
    await db().insert(presentationPresenters).values([
      { presentationId, presenterId: made[1]!.id, position: 1 },
      { presentationId, presenterId: made[0]!.id, position: 0 },
    ]);
    const set = await asAdmin(t.app, admin, {
      method: 'PATCH',
      url: '/api/admin/settings/',
      payload: { festival_name: 'جشنوارهٔ لینوکس', signatory_name: 'مریم احمدی', signatory_title: 'دبیر جشنواره' },
    });
    expect(set.statusCode, set.body).toBe(200);
    const text = flat(await pdfText((await get(certificate.pdf_url)).rawPayload));
    for (const expected of [row.name, 'کارگاه شبکه', 'علی رضایی و Jane Doe', 'جشنوارهٔ لینوکس', 'مریم احمدی', 'دبیر جشنواره']) {
      expect(text).toContain(flat(expected));
    }
    // The check page's address, made of PUBLIC_URL and the code (the renderer's own tests read its QR code).
    expect(text).toContain(`fest.example.ir/certificates/${certificate.code}`);
    const english = flat(await pdfText((await get(`${certificate.pdf_url}?lang=en`)).rawPayload));
    expect(english).toContain('Linuxworkshop');
  });
});

describe('certificate look-ups are rate limited per client address', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { COUPON_RATE_LIMIT: '3' } });
  });
  afterAll(() => t.close());

  it('429 with Retry-After after COUPON_RATE_LIMIT a minute, for the check and the PDF alike', async () => {
    for (const suffix of ['/', '.pdf']) {
      const guess = () => t.app.inject({ method: 'GET', url: `/api/certificates/${randomBytes(16).toString('hex')}${suffix}`, remoteAddress: '10.9.8.7' });
      for (let i = 0; i < 3; i += 1) expect((await guess()).statusCode).toBe(404);
      const limited = expectError(await guess(), 429, 'RATE_LIMITED');
      expect(limited.detail).toMatch(/[\u0600-\u06FF]/);
      expect(Number((await guess()).headers['retry-after'])).toBeGreaterThan(0);
      // Another address is not held back.
      const other = await t.app.inject({ method: 'GET', url: `/api/certificates/${randomBytes(16).toString('hex')}${suffix}`, remoteAddress: '10.9.8.6' });
      expect(other.statusCode).toBe(404);
    }
  });
});
