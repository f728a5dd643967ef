import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/app';
import { auth, expectError, image, multipart, signupUser, type FormValue, type SignedUp } from './support';

describe('profile avatar upload', () => {
  let t: TestApp;
  let me: SignedUp;
  let mediaRoot: string;
  beforeAll(async () => {
    t = await createTestApp();
    me = await signupUser(t.app, { phone_number: '09161234567' });
    mediaRoot = path.resolve(t.settings.DATA_DIR, 'media');
  });
  afterAll(() => t.close());

  const put = async (fields: Record<string, FormValue>) => {
    const form = await multipart(fields);
    return t.app.inject({
      method: 'PUT',
      url: `/api/users/${me.phone}/`,
      headers: { ...auth(me.access), ...form.headers },
      payload: form.payload,
    });
  };
  const currentAvatar = async () =>
    (await t.app.inject({ method: 'GET', url: `/api/users/${me.phone}/`, headers: auth(me.access) })).json().avatar as string | null;
  const fileOf = (url: string) => path.join(mediaRoot, url.replace(/^\/media\//, ''));
  const avatarFiles = () => fs.readdirSync(path.join(mediaRoot, 'avatars'));

  it.each(['jpeg', 'png', 'webp'] as const)('accepts a %s, re-encodes it to WebP and serves it under /media/avatars/', async (format) => {
    const res = await put({ avatar: { data: await image(format), filename: `me.${format}`, type: `image/${format}` } });
    expect(res.statusCode, res.body).toBe(200);
    const url = res.json().avatar as string;
    expect(url).toMatch(/^\/media\/avatars\/[0-9a-f]{32}\.webp$/);
    const stored = await sharp(fs.readFileSync(fileOf(url))).metadata();
    expect(stored.format).toBe('webp');
    expect([stored.width, stored.height]).toEqual([64, 48]);
    const served = await t.app.inject({ method: 'GET', url });
    expect(served.statusCode).toBe(200);
  });

  it('judges by content, not by name: a PNG named .txt is accepted', async () => {
    const res = await put({ avatar: { data: await image('png'), filename: 'notes.txt', type: 'text/plain' } });
    expect(res.statusCode, res.body).toBe(200);
  });

  it('refuses text disguised as a .jpg with 415, keeping the current avatar', async () => {
    const before = await currentAvatar();
    const res = await put({
      first_name: 'نباید-ذخیره-شود',
      avatar: { data: Buffer.from('<?php echo "hello"; ?>\n'.repeat(20)), filename: 'photo.jpg', type: 'image/jpeg' },
    });
    expectError(res, 415, 'UNSUPPORTED_MEDIA_TYPE');
    expect(await currentAvatar()).toBe(before);
  });

  it.each([
    ['a GIF', () => sharp({ create: { width: 8, height: 8, channels: 3, background: '#000' } }).gif().toBuffer()],
    ['an SVG', async () => Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="8" height="8"></svg>')],
    ['a JPEG header over garbage', async () => Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(2000, 7)])],
  ])('refuses %s with 415', async (_what, make) => {
    expectError(await put({ avatar: { data: await make(), filename: 'a.png', type: 'image/png' } }), 415, 'UNSUPPORTED_MEDIA_TYPE');
  });

  it('refuses a file over 2 MB with 413, writing nothing', async () => {
    const filesBefore = avatarFiles();
    const avatarBefore = await currentAvatar();
    const big = Buffer.concat([await image('png'), Buffer.alloc(3 * 1024 * 1024, 1)]);
    const res = await put({ first_name: 'بزرگ', avatar: { data: big, filename: 'big.png', type: 'image/png' } });
    expectError(res, 413, 'FILE_TOO_LARGE');
    expect(avatarFiles()).toEqual(filesBefore);
    expect(await currentAvatar()).toBe(avatarBefore);
  });

  it('refuses more files than the form allows with 413', async () => {
    const png = { data: await image('png'), filename: 'a.png', type: 'image/png' };
    const res = await put({ avatar: png, extra1: png, extra2: png });
    expectError(res, 413, 'FILE_TOO_LARGE');
  });

  it('shrinks large images to at most 512 px, upright by their EXIF orientation, without any metadata (GPS)', async () => {
    const withGps = await sharp({ create: { width: 1200, height: 600, channels: 3, background: '#c0392b' } })
      .jpeg()
      .withMetadata({
        orientation: 6,
        exif: {
          IFD0: { Make: 'SecretCamMaker' },
          IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '35/1 41/1 2/1', GPSLongitudeRef: 'E', GPSLongitude: '51/1 23/1 1/1' },
        },
      })
      .toBuffer();
    const source = await sharp(withGps).metadata();
    expect(source.orientation).toBe(6);
    // The GPS IFD pointer (tag 0x8825, little-endian) and the camera maker are there before upload.
    expect(source.exif?.includes(Buffer.from([0x25, 0x88]))).toBe(true);
    expect(withGps.includes(Buffer.from('SecretCamMaker'))).toBe(true);

    const res = await put({ avatar: { data: withGps, filename: 'trip.jpg', type: 'image/jpeg' } });
    expect(res.statusCode, res.body).toBe(200);
    const stored = fs.readFileSync(fileOf(res.json().avatar));
    const meta = await sharp(stored).metadata();
    expect(meta.format).toBe('webp');
    // Orientation 6 means "rotate 90°": the 1200x600 landscape is stored as a 256x512 portrait.
    expect([meta.width, meta.height]).toEqual([256, 512]);
    expect(meta.exif).toBeUndefined();
    expect(meta.xmp).toBeUndefined();
    expect(meta.orientation).toBeUndefined();
    expect(stored.includes(Buffer.from('SecretCamMaker'))).toBe(false);
  });

  it('deletes the previous avatar file when a new one is stored', async () => {
    const first = (await put({ avatar: { data: await image('png'), filename: 'a.png' } })).json().avatar as string;
    expect(fs.existsSync(fileOf(first))).toBe(true);
    const second = (await put({ avatar: { data: await image('jpeg'), filename: 'b.jpg' } })).json().avatar as string;
    expect(second).not.toBe(first);
    expect(fs.existsSync(fileOf(first))).toBe(false);
    expect(fs.existsSync(fileOf(second))).toBe(true);
  });

  it('leaves no new file behind when the rest of the update is refused', async () => {
    await signupUser(t.app, { phone_number: '09167654321', email: 'taken.avatar@example.com' });
    const filesBefore = avatarFiles();
    const avatarBefore = await currentAvatar();
    const res = await put({ email: 'taken.avatar@example.com', avatar: { data: await image('png'), filename: 'a.png' } });
    expectError(res, 400, 'VALIDATION_ERROR');
    expect(avatarFiles()).toEqual(filesBefore);
    expect(await currentAvatar()).toBe(avatarBefore);
  });

  it('treats an empty file part (no file chosen) as no change', async () => {
    const before = await currentAvatar();
    const res = await put({ first_name: 'بی‌عکس', avatar: { data: Buffer.alloc(0), filename: '' } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().avatar).toBe(before);
  });
});
