import fs from 'node:fs';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SLIDES_MAX_BYTES, type AdminPresentation, type Paged, type Presentation, type Slides } from '@fest/contract';
import { createTestApp, type TestApp } from '../helpers/app';
import { auth, expectError, expectFieldError, multipart } from '../accounts/support';
import { createAccount, type Account } from '../admin/authz';
import { auditLog, presentations } from '../../src/db/schema';
import { presenterOf, sessionFromProposal, sessionStarted } from '../feedback/support';

const pdf = (bytes = 2048) => Buffer.concat([Buffer.from('%PDF-1.7\n', 'latin1'), Buffer.alloc(bytes, 0x20)]);

/** Contract: "a presenter uploads slides (PDF, at most 20 MB, checked by content) to their session; organisers add recording URLs where recording_consent allows". */
describe('slides and recordings', () => {
  let t: TestApp;
  let admin: Account;
  let mediaRoot: string;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await createAccount(t.app, 'admin');
    mediaRoot = path.resolve(t.settings.DATA_DIR, 'media');
  });
  afterAll(() => t.close());

  const upload = async (who: Account, url: string, file: Buffer, filename = 'slides.pdf', type = 'application/pdf') => {
    const form = await multipart({ file: { data: file, filename, type } });
    return t.app.inject({ method: 'PUT', url, headers: { ...auth(who.token), ...form.headers }, payload: form.payload });
  };
  const own = (id: number) => `/api/speaker/presentations/${id}/slides/`;
  const publicOne = async (id: number) => {
    await t.caughtUp();
    const res = await t.app.inject({ method: 'GET', url: `/api/presentations/${id}/` });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as Presentation;
  };
  const recording = (id: number, recording_url: string | null) =>
    t.app.inject({ method: 'PUT', url: `/api/admin/presentations/${id}/recording/`, headers: auth(admin.token), payload: { recording_url } });

  it('takes a PDF from the session’s presenter, serves it under /media/ and shows it as slides_url; a new one replaces it', async () => {
    const id = await sessionStarted(t, 60);
    const presenter = await presenterOf(t, id);
    expect(await publicOne(id)).toMatchObject({ slides_url: null, recording_url: null });

    const res = await upload(presenter, own(id), pdf());
    expect(res.statusCode, res.body).toBe(200);
    const slides = res.json() as Slides;
    expect(slides.slides_url).toMatch(/^\/media\/slides\/[0-9a-f]{32}\.pdf$/);
    expect(slides.slides_size).toBe(pdf().length);
    const served = await t.app.inject({ method: 'GET', url: slides.slides_url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toMatch(/application\/pdf/);
    expect(served.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect((await publicOne(id)).slides_url).toBe(slides.slides_url);
    const [row] = await t.database.db.select().from(presentations).where(eq(presentations.id, id));
    expect(row).toMatchObject({ slidesUploadedBy: presenter.id, slidesSize: pdf().length });

    const again = (await upload(presenter, own(id), pdf(10))).json() as Slides;
    expect(again.slides_url).not.toBe(slides.slides_url);
    expect(fs.existsSync(path.join(mediaRoot, slides.slides_url.replace(/^\/media\//, '')))).toBe(false);
    expect(fs.existsSync(path.join(mediaRoot, again.slides_url.replace(/^\/media\//, '')))).toBe(true);
  });

  it('refuses anything that is not a PDF by content, whatever its name and type say (415), and an empty file (400)', async () => {
    const id = await sessionStarted(t, 60);
    const presenter = await presenterOf(t, id);
    const fake = Buffer.concat([Buffer.from('<html>%PDF-', 'latin1'), Buffer.alloc(100, 0x20)]);
    expectError(await upload(presenter, own(id), fake, 'slides.pdf', 'application/pdf'), 415, 'UNSUPPORTED_MEDIA_TYPE');
    expectError(await upload(presenter, own(id), Buffer.from('PK\x03\x04 a zip', 'latin1'), 'slides.pdf'), 415, 'UNSUPPORTED_MEDIA_TYPE');
    expectFieldError(await upload(presenter, own(id), Buffer.alloc(0)), 'file');
    // A real PDF under a misleading name is still a PDF.
    expect((await upload(presenter, own(id), pdf(), 'photo.jpg', 'image/jpeg')).statusCode).toBe(200);
  });

  it(`refuses a file above ${SLIDES_MAX_BYTES / 1024 / 1024} MB (413) and takes one of exactly the limit`, async () => {
    const id = await sessionStarted(t, 60);
    const presenter = await presenterOf(t, id);
    expectError(await upload(presenter, own(id), pdf(SLIDES_MAX_BYTES)), 413, 'FILE_TOO_LARGE');
    expect((await publicOne(id)).slides_url).toBeNull();
    const exact = pdf(SLIDES_MAX_BYTES - pdf(0).length);
    expect(exact.length).toBe(SLIDES_MAX_BYTES);
    expect((await upload(presenter, own(id), exact)).statusCode).toBe(200);
  });

  it('refuses (403) someone else’s session, 404 for no such session, 401 without a sign-in; organisers upload to any (audited)', async () => {
    const id = await sessionStarted(t, 60);
    const elsewhere = await sessionStarted(t, 60);
    await presenterOf(t, id);
    const other = await presenterOf(t, elsewhere);
    const visitor = await createAccount(t.app, 'user');
    expectError(await upload(other, own(id), pdf()), 403, 'FORBIDDEN');
    expectError(await upload(visitor, own(id), pdf()), 403, 'FORBIDDEN');
    expectError(await upload(other, own(999_999), pdf()), 404, 'NOT_FOUND');
    const form = await multipart({ file: { data: pdf(), filename: 's.pdf' } });
    expectError(await t.app.inject({ method: 'PUT', url: own(id), headers: form.headers, payload: form.payload }), 401, 'NOT_AUTHENTICATED');
    expect((await publicOne(id)).slides_url).toBeNull();

    expectError(await upload(visitor, `/api/admin/presentations/${id}/slides/`, pdf()), 403, 'FORBIDDEN');
    const res = await upload(admin, `/api/admin/presentations/${id}/slides/`, pdf());
    expect(res.statusCode, res.body).toBe(200);
    const [audit] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.objectType, 'presentation'), eq(auditLog.objectId, String(id)), eq(auditLog.action, 'upload')));
    expect(audit).toMatchObject({ actorId: admin.id, after: { slides_url: (res.json() as Slides).slides_url } });
  });

  it('takes a recording only where the proposal consented or the session has no proposal (400 NO_RECORDING_CONSENT in Persian otherwise); shows it as recording_url', async () => {
    const consented = await sessionFromProposal(t, true);
    const refused = await sessionFromProposal(t, false);
    const organisers = await sessionStarted(t, 60);

    const body = expectError(await recording(refused, 'https://video.example.ir/v/1'), 400, 'NO_RECORDING_CONSENT');
    expect(body.detail).toMatch(/[\u0600-\u06FF]/);
    expect(body.errors).toBeUndefined();
    expect((await publicOne(refused)).recording_url).toBeNull();

    for (const id of [consented, organisers]) {
      const res = await recording(id, 'https://video.example.ir/v/2');
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual({ id, recording_url: 'https://video.example.ir/v/2' });
      expect((await publicOne(id)).recording_url).toBe('https://video.example.ir/v/2');
    }
    const [audit] = await t.database.db.select().from(auditLog).where(and(eq(auditLog.objectType, 'presentation'), eq(auditLog.objectId, String(consented))));
    expect(audit).toMatchObject({ actorId: admin.id, before: { recording_url: null }, after: { recording_url: 'https://video.example.ir/v/2' } });

    expect((await recording(consented, null)).statusCode).toBe(200);
    expect((await publicOne(consented)).recording_url).toBeNull();
    expectFieldError(await recording(organisers, 'javascript:alert(1)'), 'recording_url');
    expectError(await recording(999_999, 'https://video.example.ir/v/3'), 404, 'NOT_FOUND');
  });

  it("shows the organisers each session's slides, recording and the proposal's consent (null for their own sessions)", async () => {
    const consented = await sessionFromProposal(t, true);
    const refused = await sessionFromProposal(t, false);
    const organisers = await sessionStarted(t, 60);
    const slides = (await upload(admin, `/api/admin/presentations/${consented}/slides/`, pdf())).json() as Slides;
    await recording(consented, 'https://video.example.ir/v/5');
    const seen = async (id: number) => {
      const res = await t.app.inject({ method: 'GET', url: `/api/admin/presentations/${id}/`, headers: auth(admin.token) });
      expect(res.statusCode, res.body).toBe(200);
      return res.json() as AdminPresentation;
    };
    expect(await seen(consented)).toMatchObject({ slides_url: slides.slides_url, recording_url: 'https://video.example.ir/v/5', recording_consent: true });
    expect(await seen(refused)).toMatchObject({ slides_url: null, recording_url: null, recording_consent: false });
    expect(await seen(organisers)).toMatchObject({ slides_url: null, recording_url: null, recording_consent: null });
    const list = await t.app.inject({ method: 'GET', url: '/api/admin/presentations/?page_size=200', headers: auth(admin.token) });
    expect((list.json() as Paged<AdminPresentation>).results.find((p) => p.id === refused)).toMatchObject({ recording_consent: false });
  });

  it('shows slides and recording in the lists as well (the programme and the archive)', async () => {
    const id = await sessionStarted(t, 60);
    const presenter = await presenterOf(t, id);
    const slides = (await upload(presenter, own(id), pdf())).json() as Slides;
    await recording(id, 'https://video.example.ir/v/4');
    await t.caughtUp();
    const list = (await t.app.inject({ method: 'GET', url: '/api/presentations/all/' })).json() as Presentation[];
    expect(list.find((p) => p.id === id)).toMatchObject({ slides_url: slides.slides_url, recording_url: 'https://video.example.ir/v/4' });
  });
});
