import fs from 'node:fs';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, certificates } from '../../src/db/schema';
import { pdfInputOf } from '../../src/modules/certificates/service';
import { expectError, expectFieldError, image, multipart } from '../accounts/support';
import { asAdmin, createRoleAccounts, expectAdminOnly, type RoleAccounts } from '../admin/authz';
import { createTestApp, type TestApp } from '../helpers/app';
import { attendance, myCertificates } from './fixtures';

/**
 * Who signs an edition's certificates (settings, per edition): `signatory_name`, `signatory_title` and
 * `signature_image`, the last set by an upload checked by content and re-encoded like every image.
 */
describe('the signatory in the settings', () => {
  let t: TestApp;
  let accounts: RoleAccounts;
  beforeAll(async () => {
    t = await createTestApp();
    accounts = await createRoleAccounts(t.app);
  });
  afterAll(() => t.close());
  const admin = (request: Parameters<typeof asAdmin>[2]) => asAdmin(t.app, accounts.admin, request);
  const mediaRoot = () => path.resolve(t.settings.DATA_DIR, 'media');
  const upload = async (file: Buffer, type: string, query = '') => {
    const form = await multipart({ file: { data: file, filename: 'signature', type } });
    return admin({ method: 'POST', url: `/api/admin/settings/signature/${query}`, ...form });
  };
  const newEdition = async () => {
    const slug = `s${randomBytes(3).toString('hex')}`;
    const res = await admin({ method: 'POST', url: '/api/admin/editions/', payload: { slug, name: 'دورهٔ دیگر' } });
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as { id: number; slug: string };
  };

  it('the settings carry signatory_name, signatory_title ("" unset) and signature_image (null unset); PATCH sets the two texts, audited', async () => {
    const empty = (await admin({ method: 'GET', url: '/api/admin/settings/' })).json();
    expect(empty).toMatchObject({ signatory_name: '', signatory_title: '', signature_image: null });
    const res = await admin({ method: 'PATCH', url: '/api/admin/settings/', payload: { signatory_name: '  مریم احمدی ', signatory_title: 'دبیر جشنواره' } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ signatory_name: 'مریم احمدی', signatory_title: 'دبیر جشنواره', signature_image: null });
    const [entry] = await t.app.db.select().from(auditLog).where(and(eq(auditLog.objectType, 'settings'), eq(auditLog.action, 'update')));
    expect(entry).toMatchObject({ after: expect.objectContaining({ signatory_name: 'مریم احمدی' }) });
    expectFieldError(await admin({ method: 'PATCH', url: '/api/admin/settings/', payload: { signatory_name: 'a\u0000b' } }), 'signatory_name');
    expectFieldError(await admin({ method: 'PATCH', url: '/api/admin/settings/', payload: { signatory_title: 'x'.repeat(201) } }), 'signatory_title');
    // signature_image is the upload's, never a PATCH's.
    const ignored = await admin({ method: 'PATCH', url: '/api/admin/settings/', payload: { signature_image: '/etc/passwd' } });
    expect(ignored.json().signature_image).toBeNull();
  });

  it('the signature upload takes an image (re-encoded, without metadata), audited; refuses what is not one (415)', async () => {
    const notImage = await upload(Buffer.from('%PDF-1.4 not an image'), 'image/png');
    expectError(notImage, 415, 'UNSUPPORTED_MEDIA_TYPE');
    expect((await admin({ method: 'GET', url: '/api/admin/settings/' })).json().signature_image).toBeNull();

    const res = await expectAdminOnly(t.app, accounts, async () => ({
      method: 'POST',
      url: '/api/admin/settings/signature/',
      ...(await multipart({ file: { data: await image('png', 600, 200), filename: 'sig.png', type: 'image/png' } })),
    }));
    const url = res.json().signature_image as string;
    expect(url).toMatch(/^\/media\/signatures\/[0-9a-f]{32}\.webp$/);
    const file = path.join(mediaRoot(), url.slice('/media/'.length));
    expect((await sharp(fs.readFileSync(file)).metadata()).format).toBe('webp');
    const [entry] = await t.app.db.select().from(auditLog).where(and(eq(auditLog.objectType, 'settings'), eq(auditLog.action, 'upload')));
    expect(entry).toMatchObject({ actorId: accounts.admin.id, before: { signature_image: null }, after: { signature_image: url } });

    // A new one replaces it: the old file goes.
    const replaced = (await upload(await image('jpeg'), 'image/jpeg')).json().signature_image as string;
    expect(replaced).not.toBe(url);
    expect(fs.existsSync(file)).toBe(false);

    // The certificate's PDF is drawn with it: the renderer is given its file.
    const { buyer } = await attendance(t);
    const [mine] = await myCertificates(t, buyer);
    const input = await pdfInputOf(t.app.db, mine!.code, 'fa', t.settings);
    expect(input.signatory.imagePath).toBe(path.join(mediaRoot(), replaced.slice('/media/'.length)));
    const pdf = await t.app.inject({ method: 'GET', url: mine!.pdf_url });
    expect(pdf.statusCode).toBe(200);

    // Removed: null, the file gone, audited; the PDF is drawn without it.
    const removed = await admin({ method: 'DELETE', url: '/api/admin/settings/signature/' });
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json().signature_image).toBeNull();
    expect(fs.existsSync(path.join(mediaRoot(), replaced.slice('/media/'.length)))).toBe(false);
    expect((await pdfInputOf(t.app.db, mine!.code, 'fa', t.settings)).signatory.imagePath).toBeNull();
  });

  it('honours ?edition= like the settings do: each edition has its own signatory; 404 for an unknown edition', async () => {
    const other = await newEdition();
    const res = await upload(await image('webp'), 'image/webp', `?edition=${other.slug}`);
    expect(res.statusCode, res.body).toBe(200);
    const mine = (await admin({ method: 'GET', url: `/api/admin/settings/?edition=${other.slug}` })).json();
    expect(mine.signature_image).toBe(res.json().signature_image);
    expect((await admin({ method: 'GET', url: '/api/admin/settings/' })).json().signature_image).not.toBe(mine.signature_image);
    expectError(await upload(await image('png'), 'image/png', '?edition=nosuch'), 404, 'NOT_FOUND');
  });

  it('a certificate is signed by the signatory of its session’s edition; copy_from carries the signatory into a new edition', async () => {
    await admin({ method: 'PATCH', url: '/api/admin/settings/', payload: { signatory_name: 'امضاکنندهٔ امسال', signatory_title: 'دبیر' } });
    await upload(await image('png'), 'image/png');
    const { buyer } = await attendance(t);
    const [mine] = await myCertificates(t, buyer);
    expect((await pdfInputOf(t.app.db, mine!.code, 'fa', t.settings)).signatory).toMatchObject({ name: 'امضاکنندهٔ امسال', title: 'دبیر' });

    const next = await newEdition();
    const current = (await admin({ method: 'GET', url: '/api/admin/editions/' })).json().find((e: { is_current: boolean }) => e.is_current);
    const copied = await admin({ method: 'POST', url: `/api/admin/editions/${next.id}/copy_from/${current.id}/` });
    expect(copied.statusCode, copied.body).toBe(200);
    const theirs = (await admin({ method: 'GET', url: `/api/admin/settings/?edition=${next.slug}` })).json();
    const ours = (await admin({ method: 'GET', url: '/api/admin/settings/' })).json();
    expect(theirs).toMatchObject({ signatory_name: 'امضاکنندهٔ امسال', signatory_title: 'دبیر' });
    // Its own copy of the file: removing one edition's leaves the other's.
    expect(theirs.signature_image).toMatch(/^\/media\/signatures\//);
    expect(theirs.signature_image).not.toBe(ours.signature_image);
    expect(fs.existsSync(path.join(mediaRoot(), theirs.signature_image.slice('/media/'.length)))).toBe(true);
    expect(await t.app.db.select().from(certificates).where(eq(certificates.code, mine!.code))).toHaveLength(1);
  });
});
