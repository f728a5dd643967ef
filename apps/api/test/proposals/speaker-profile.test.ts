import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SpeakerProfile } from '@fest/contract';
import { createTestApp, type TestApp } from '../helpers/app';
import { auth, expectError, expectFieldError, image, multipart, type FormValue } from '../accounts/support';
import type { Account } from '../admin/authz';
import { speaker } from './fixtures';

/** Contract: "A speaker profile PUT /api/speaker_profile/ ... lasts across editions". */
describe('the speaker profile', () => {
  let t: TestApp;
  let mediaRoot: string;
  beforeAll(async () => {
    t = await createTestApp();
    mediaRoot = path.resolve(t.settings.DATA_DIR, 'media');
  });
  afterAll(() => t.close());

  const putJson = (who: Account, payload: Record<string, unknown>) =>
    t.app.inject({ method: 'PUT', url: '/api/speaker_profile/', headers: auth(who.token), payload });
  const putForm = async (who: Account, fields: Record<string, FormValue>) => {
    const form = await multipart(fields);
    return t.app.inject({ method: 'PUT', url: '/api/speaker_profile/', headers: { ...auth(who.token), ...form.headers }, payload: form.payload });
  };
  const get = async (who: Account) => {
    const res = await t.app.inject({ method: 'GET', url: '/api/speaker_profile/', headers: auth(who.token) });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as SpeakerProfile;
  };
  const fileOf = (url: string) => path.join(mediaRoot, url.replace(/^\/media\//, ''));

  it('is empty until saved, and only for a signed-in caller', async () => {
    expect(await get(await speaker(t))).toEqual({ bio_fa: '', bio_en: '', photo: null, linkedin: '', github: '', website: '', availability: [] });
    expectError(await t.app.inject({ method: 'GET', url: '/api/speaker_profile/' }), 401, 'NOT_AUTHENTICATED');
    expectError(await t.app.inject({ method: 'PUT', url: '/api/speaker_profile/', payload: { bio_fa: 'x' } }), 401, 'NOT_AUTHENTICATED');
  });

  it('saves bios sanitised, links and the availability in order; fields left out stay', async () => {
    const me = await speaker(t);
    const res = await putJson(me, {
      bio_fa: '<p>برنامه‌نویس <b>هسته</b><script>alert(1)</script></p><img src=x onerror="alert(1)">',
      bio_en: '  Kernel hacker  ',
      linkedin: 'https://www.linkedin.com/in/someone',
      github: 'https://github.com/someone',
      website: 'http://example.ir/',
      availability: [
        { start: '2027-02-16T05:00:00Z', end: '2027-02-16T12:00:00Z' },
        { start: '2027-02-15T08:30:00+03:30', end: '2027-02-15T17:00:00+03:30' },
      ],
    });
    expect(res.statusCode, res.body).toBe(200);
    const saved = res.json() as SpeakerProfile;
    expect(saved.bio_fa).toContain('<b>هسته</b>');
    expect(saved.bio_fa).not.toMatch(/script|onerror/);
    expect(saved).toMatchObject({
      bio_en: 'Kernel hacker',
      linkedin: 'https://www.linkedin.com/in/someone',
      github: 'https://github.com/someone',
      website: 'http://example.ir/',
      availability: [
        { start: '2027-02-15T05:00:00.000Z', end: '2027-02-15T13:30:00.000Z' },
        { start: '2027-02-16T05:00:00.000Z', end: '2027-02-16T12:00:00.000Z' },
      ],
    });
    // A change of one field leaves the rest; null and "" clear a link.
    const again = await putJson(me, { github: null, website: '' });
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json()).toMatchObject({ ...saved, github: '', website: '' });
    expect(await get(me)).toEqual(again.json());
  });

  it.each([
    ['javascript:alert(1)'],
    ['ftp://example.ir/me'],
    ['www.linkedin.com/in/someone'],
    ['https://'],
    ['https://exa mple.ir'],
  ])('refuses %s as a link, naming the field', async (link) => {
    const me = await speaker(t);
    for (const field of ['linkedin', 'github', 'website']) expectFieldError(await putJson(me, { [field]: link }), field);
    expect(await get(me)).toMatchObject({ linkedin: '', github: '', website: '' });
  });

  it('refuses a range that ends before it starts, overlapping ranges and times that are not times', async () => {
    const me = await speaker(t);
    expectFieldError(await putJson(me, { availability: [{ start: '2027-02-15T10:00:00Z', end: '2027-02-15T09:00:00Z' }] }), 'availability.0.end');
    expectFieldError(await putJson(me, { availability: [{ start: '2027-02-15T10:00:00Z', end: '2027-02-15T10:00:00Z' }] }), 'availability.0.end');
    expectFieldError(
      await putJson(me, {
        availability: [
          { start: '2027-02-15T10:00:00Z', end: '2027-02-15T12:00:00Z' },
          { start: '2027-02-15T11:00:00Z', end: '2027-02-15T13:00:00Z' },
        ],
      }),
      'availability.1.start',
    );
    expectFieldError(await putJson(me, { availability: [{ start: 'فردا', end: '2027-02-15T13:00:00Z' }] }), 'availability.0.start');
    expectFieldError(await putJson(me, { availability: [{ start: '2027-02-15T10:00:00', end: '2027-02-15T13:00:00Z' }] }), 'availability.0.start');
    expectFieldError(await putJson(me, { availability: 'هر روز' }), 'availability');
    expect((await get(me)).availability).toEqual([]);
  });

  it('takes a photo by multipart, checked by content and re-encoded to WebP, with the fields beside it as text', async () => {
    const me = await speaker(t);
    const res = await putForm(me, {
      bio_fa: 'سخنران',
      availability: JSON.stringify([{ start: '2027-02-15T05:00:00Z', end: '2027-02-15T08:00:00Z' }]),
      photo: { data: await image('jpeg', 1600, 1200), filename: 'notes.txt', type: 'text/plain' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const saved = res.json() as SpeakerProfile;
    expect(saved).toMatchObject({ bio_fa: 'سخنران', availability: [{ start: '2027-02-15T05:00:00.000Z', end: '2027-02-15T08:00:00.000Z' }] });
    expect(saved.photo).toMatch(/^\/media\/speakers\/[0-9a-f]{32}\.webp$/);
    const meta = await sharp(fs.readFileSync(fileOf(saved.photo!))).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 800, height: 600 });
    expect((await t.app.inject({ method: 'GET', url: saved.photo! })).statusCode).toBe(200);

    // A new photo replaces the old, whose file goes.
    const next = await putForm(me, { photo: { data: await image('png'), filename: 'me.png', type: 'image/png' } });
    expect(next.statusCode, next.body).toBe(200);
    expect(next.json()).toMatchObject({ bio_fa: 'سخنران' });
    expect(fs.existsSync(fileOf(saved.photo!))).toBe(false);
    expect(fs.existsSync(fileOf((next.json() as SpeakerProfile).photo!))).toBe(true);
  });

  it('refuses a file that is not an image, whatever it is called, with 415 and changes nothing', async () => {
    const me = await speaker(t);
    await putJson(me, { bio_fa: 'پیشین' });
    const filesBefore = fs.existsSync(path.join(mediaRoot, 'speakers')) ? fs.readdirSync(path.join(mediaRoot, 'speakers')) : [];
    const res = await putForm(me, {
      bio_fa: 'نباید-ذخیره-شود',
      photo: { data: Buffer.from('<?php echo "hello"; ?>\n'.repeat(20)), filename: 'photo.jpg', type: 'image/jpeg' },
    });
    expectError(res, 415, 'UNSUPPORTED_MEDIA_TYPE');
    expect(await get(me)).toMatchObject({ bio_fa: 'پیشین', photo: null });
    const filesAfter = fs.existsSync(path.join(mediaRoot, 'speakers')) ? fs.readdirSync(path.join(mediaRoot, 'speakers')) : [];
    expect(filesAfter).toEqual(filesBefore);
  });

  it('refuses a photo over 2 MB with 413', async () => {
    const me = await speaker(t);
    const big = Buffer.concat([await image('png'), Buffer.alloc(3 * 1024 * 1024, 1)]);
    expectError(await putForm(me, { photo: { data: big, filename: 'big.png', type: 'image/png' } }), 413, 'FILE_TOO_LARGE');
    expect((await get(me)).photo).toBeNull();
  });

  it('keeps one profile per account, across editions: another account’s is its own', async () => {
    const a = await speaker(t);
    const b = await speaker(t);
    await putJson(a, { bio_fa: 'الف' });
    expect((await get(b)).bio_fa).toBe('');
    expect((await get(a)).bio_fa).toBe('الف');
  });
});
