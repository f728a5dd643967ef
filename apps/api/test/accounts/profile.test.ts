import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessories, competitionSignups, userAccessories, users } from '../../src/db/schema';
import { createTestApp, type TestApp } from '../helpers/app';
import { auth, expectError, expectFieldError, multipart, signupUser, type SignedUp } from './support';

describe('GET and PUT /api/users/{phone_number}/', () => {
  let t: TestApp;
  let me: SignedUp;
  let other: SignedUp;
  beforeAll(async () => {
    t = await createTestApp();
    me = await signupUser(t.app, { phone_number: '09151234567', first_name: 'نیما', last_name: 'یوشیج', email: 'nima@example.com' });
    other = await signupUser(t.app, { phone_number: '09157654321', email: 'other@example.com' });
  });
  afterAll(() => t.close());

  const get = (phone: string, token: string | null = me.access) =>
    t.app.inject({ method: 'GET', url: `/api/users/${encodeURIComponent(phone)}/`, headers: token ? auth(token) : {} });

  const put = async (fields: Parameters<typeof multipart>[0], phone = me.phone, token = me.access) => {
    const form = await multipart(fields);
    return t.app.inject({
      method: 'PUT',
      url: `/api/users/${encodeURIComponent(phone)}/`,
      headers: { ...auth(token), ...form.headers },
      payload: form.payload,
    });
  };

  describe('GET', () => {
    it('answers the caller’s own User', async () => {
      const res = await get(me.phone);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual({
        phone_number: '09151234567',
        first_name: 'نیما',
        last_name: 'یوشیج',
        email: 'nima@example.com',
        avatar: null,
        accessories: [],
        is_signed_up_for_competition: false,
        role: 'user',
        notify_by: { sms: true, email: true },
        language: 'fa',
      });
    });

    it.each([
      '+98 915 123 4567',
      '+989151234567',
      '00989151234567',
      '989151234567',
      '۰۹۱۵۱۲۳۴۵۶۷',
      '٠٩١٥١٢٣٤٥٦٧',
      '0915-123-4567',
    ])('accepts its own phone written as %j (URL-encoded)', async (phone) => {
      const res = await get(phone);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().phone_number).toBe('09151234567');
    });

    it('answers another user’s phone and an unknown phone with the same 404', async () => {
      const theirs = expectError(await get(other.phone), 404, 'USER_NOT_FOUND');
      const nobody = expectError(await get('09159999999'), 404, 'USER_NOT_FOUND');
      expect(theirs).toEqual(nobody);
    });

    it('refuses a malformed phone with 400 naming phone_number', async () => {
      expectFieldError(await get('12345'), 'phone_number');
    });

    it('needs a valid access token', async () => {
      expectError(await get(me.phone, null), 401, 'NOT_AUTHENTICATED');
      expectError(await get(me.phone, 'garbage'), 401, 'TOKEN_INVALID');
      expectError(await get(me.phone, me.refresh), 401, 'TOKEN_INVALID');
      const expired = await t.app.tokens.sign('access', 1, me.phone, -5);
      expectError(await get(me.phone, expired.token), 401, 'TOKEN_EXPIRED');
    });

    it('lists the accessories the user bought and the competition flag', async () => {
      const [mug, shirt] = await t.app.db
        .insert(accessories)
        .values([
          { name: 'ماگ', description: 'ماگ جشنواره', price: 120000 },
          { name: 'تی‌شرت', description: '', price: 350000, isActive: false },
        ])
        .returning();
      const [row] = await t.app.db.select({ id: users.id }).from(users).where(eq(users.phoneNumber, me.phone));
      await t.app.db.insert(userAccessories).values([
        { userId: row.id, accessoryId: shirt.id },
        { userId: row.id, accessoryId: mug.id },
      ]);
      await t.app.db.insert(competitionSignups).values({ userId: row.id, editionId: sql`fest_current_edition()` });
      const body = (await get(me.phone)).json();
      expect(body.accessories).toEqual([
        { id: shirt.id, name: 'تی‌شرت', description: '', en_name: '', en_description: '', price: 350000, img: null, is_active: false },
        { id: mug.id, name: 'ماگ', description: 'ماگ جشنواره', en_name: '', en_description: '', price: 120000, img: null, is_active: true },
      ]);
      expect(body.is_signed_up_for_competition).toBe(true);
      // Someone else's purchases are not mine.
      expect((await get(other.phone, other.access)).json().accessories).toEqual([]);
    });
  });

  describe('PUT (multipart)', () => {
    it('changes the fields sent, keeps the others and ignores phone_number and unknown fields', async () => {
      const res = await put({
        first_name: ' احمد ',
        email: 'Ahmad.Shamlou@Example.com',
        phone_number: '09120000000',
        is_signed_up_for_competition: 'false',
        accessories: '[object Object]',
        avatar: '/media/avatars/echoed-back-by-the-client.webp',
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({
        phone_number: '09151234567',
        first_name: 'احمد',
        last_name: 'یوشیج',
        email: 'ahmad.shamlou@example.com',
        avatar: null,
      });
      expect((await get(me.phone)).json()).toMatchObject({ first_name: 'احمد', email: 'ahmad.shamlou@example.com' });
    });

    it('accepts the phone in any form in the URL', async () => {
      const res = await put({ last_name: 'شاملو' }, '+98 915 123 4567');
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().last_name).toBe('شاملو');
    });

    it.each([
      ['first_name', ''],
      ['last_name', 'ب'.repeat(151)],
      ['email', 'nope'],
    ])('refuses %s = %j with 400 and writes nothing', async (field, value) => {
      const before = (await get(me.phone)).json();
      expectFieldError(await put({ first_name: 'نام‌تازه', [field]: value }), field);
      expect((await get(me.phone)).json()).toEqual(before);
    });

    it('refuses an e-mail another user has (in any case), writing nothing', async () => {
      const before = (await get(me.phone)).json();
      expectFieldError(await put({ first_name: 'تغییر', email: 'OTHER@example.com' }), 'email');
      expect((await get(me.phone)).json()).toEqual(before);
    });

    it('lets the user keep their own e-mail in another case', async () => {
      const current = (await get(me.phone)).json().email as string;
      const res = await put({ email: current.toUpperCase() });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().email).toBe(current);
    });

    it('is self only: another user’s phone or an unknown one is the same 404, and nothing changes', async () => {
      const theirs = expectError(await put({ first_name: 'نفوذی' }, other.phone), 404, 'USER_NOT_FOUND');
      const nobody = expectError(await put({ first_name: 'نفوذی' }, '09159999999'), 404, 'USER_NOT_FOUND');
      expect(theirs).toEqual(nobody);
      expect((await get(other.phone, other.access)).json().first_name).not.toBe('نفوذی');
    });

    it('needs a token', async () => {
      const form = await multipart({ first_name: 'x' });
      const res = await t.app.inject({ method: 'PUT', url: `/api/users/${me.phone}/`, headers: form.headers, payload: form.payload });
      expectError(res, 401, 'NOT_AUTHENTICATED');
    });

    it('refuses an unknown content type with 415', async () => {
      const res = await t.app.inject({
        method: 'PUT',
        url: `/api/users/${me.phone}/`,
        headers: { ...auth(me.access), 'content-type': 'application/xml' },
        payload: '<user/>',
      });
      expectError(res, 415, 'UNSUPPORTED_MEDIA_TYPE');
    });

    it('does not take multipart bodies on the JSON routes', async () => {
      const form = await multipart({ phone_number: me.phone, password: me.password });
      const res = await t.app.inject({ method: 'POST', url: '/api/token/access/', headers: form.headers, payload: form.payload });
      expectError(res, 415, 'UNSUPPORTED_MEDIA_TYPE');
    });
  });

  // The original front end saves the profile with JSON; other clients of the original API send forms.
  describe.each([
    ['JSON', (fields: Record<string, unknown>) => ({ headers: { 'content-type': 'application/json' }, payload: JSON.stringify(fields) })],
    [
      'form-encoded',
      (fields: Record<string, unknown>) => ({
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams(Object.entries(fields).map(([k, v]) => [k, String(v)])).toString(),
      }),
    ],
  ] as const)('PUT (%s)', (_kind, encode) => {
    let user: SignedUp;
    beforeAll(async () => {
      user = await signupUser(t.app, { first_name: 'سهراب', last_name: 'سپهری', email: `sohrab.${_kind.length}@example.com` });
    });

    const putAs = (fields: Record<string, unknown>, phone = user.phone, token: string | null = user.access) => {
      const { headers, payload } = encode(fields);
      return t.app.inject({ method: 'PUT', url: `/api/users/${encodeURIComponent(phone)}/`, headers: { ...(token ? auth(token) : {}), ...headers }, payload });
    };
    const current = async () => (await get(user.phone, user.access)).json();

    it('changes the fields sent, keeps the others, ignores phone_number, unknown fields and an echoed avatar', async () => {
      // A form has no objects: its client echoes the fields a form can carry.
      const { notify_by: notifyBy, ...flat } = await current();
      const before = _kind === 'JSON' ? { ...flat, notify_by: notifyBy } : flat;
      const res = await putAs({
        ...before,
        first_name: ' فروغ ',
        email: `Forough.${_kind.length}@Example.com`,
        phone_number: '09120000000',
        is_signed_up_for_competition: true,
        role: 'admin',
        avatar: '/media/avatars/echoed-back-by-the-client.webp',
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual({ ...before, notify_by: notifyBy, first_name: 'فروغ', email: `forough.${_kind.length}@example.com` });
      expect(await current()).toEqual(res.json());
    });

    it('answers exactly as the multipart form does for the same change', async () => {
      const asForm = await multipart({ last_name: 'فرخزاد' });
      const viaMultipart = await t.app.inject({ method: 'PUT', url: `/api/users/${user.phone}/`, headers: { ...auth(user.access), ...asForm.headers }, payload: asForm.payload });
      const viaThis = await putAs({ last_name: 'فرخزاد' });
      expect(viaThis.statusCode).toBe(viaMultipart.statusCode);
      expect(viaThis.json()).toEqual(viaMultipart.json());
      expectFieldError(await putAs({ last_name: '' }), 'last_name');
      const refusedForm = await multipart({ last_name: '' });
      const refusedMultipart = await t.app.inject({ method: 'PUT', url: `/api/users/${user.phone}/`, headers: { ...auth(user.access), ...refusedForm.headers }, payload: refusedForm.payload });
      expect((await putAs({ last_name: '' })).json()).toEqual(refusedMultipart.json());
    });

    it.each([
      ['first_name', ''],
      ['first_name', 'a\u0000b'],
      ['last_name', 'ب'.repeat(151)],
      ['email', 'nope'],
    ])('refuses %s = %j with 400 naming it and writes nothing', async (field, value) => {
      const before = await current();
      expectFieldError(await putAs({ first_name: 'نام‌تازه', [field]: value }), field);
      expect(await current()).toEqual(before);
    });

    it('refuses an e-mail another user has (in any case), writing nothing', async () => {
      const before = await current();
      expectFieldError(await putAs({ first_name: 'تغییر', email: 'OTHER@example.com' }), 'email');
      expect(await current()).toEqual(before);
    });

    it('is self only (the same 404 for another user and nobody) and needs a token', async () => {
      const theirs = expectError(await putAs({ first_name: 'نفوذی' }, other.phone), 404, 'USER_NOT_FOUND');
      expect(expectError(await putAs({ first_name: 'نفوذی' }, '09159999999'), 404, 'USER_NOT_FOUND')).toEqual(theirs);
      expectError(await putAs({ first_name: 'نفوذی' }, user.phone, null), 401, 'NOT_AUTHENTICATED');
      expect((await get(other.phone, other.access)).json().first_name).not.toBe('نفوذی');
    });
  });

  describe('how the person hears from us (notify_by) and the language of their e-mails', () => {
    it('turns either channel off or on, leaving the other, and saves the language', async () => {
      const user = await signupUser(t.app, { email: 'channels@example.com' });
      const putJson = (body: object) =>
        t.app.inject({ method: 'PUT', url: `/api/users/${user.phone}/`, headers: { ...auth(user.access), 'content-type': 'application/json' }, payload: body });
      let res = await putJson({ notify_by: { email: false } });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({ notify_by: { sms: true, email: false }, language: 'fa' });
      res = await putJson({ notify_by: { sms: false, email: true }, language: 'en' });
      expect(res.json()).toMatchObject({ notify_by: { sms: false, email: true }, language: 'en' });
      const [row] = await t.database.db
        .select({ sms: users.notifySms, email: users.notifyEmail, language: users.language })
        .from(users)
        .where(eq(users.phoneNumber, user.phone));
      expect(row).toEqual({ sms: false, email: true, language: 'en' });
      expect((await get(user.phone, user.access)).json()).toMatchObject({ notify_by: { sms: false, email: true }, language: 'en' });
    });

    it('takes notify_by as JSON text in a multipart form', async () => {
      const user = await signupUser(t.app, { email: 'channels-form@example.com' });
      const form = await multipart({ notify_by: '{"sms":false}', language: 'en' });
      const res = await t.app.inject({ method: 'PUT', url: `/api/users/${user.phone}/`, headers: { ...auth(user.access), ...form.headers }, payload: form.payload });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({ notify_by: { sms: false, email: true }, language: 'en' });
    });

    it('refuses a language other than fa and en, and channels that are not true or false, writing nothing', async () => {
      const user = await signupUser(t.app, { email: 'channels-bad@example.com' });
      const putJson = (body: object) =>
        t.app.inject({ method: 'PUT', url: `/api/users/${user.phone}/`, headers: { ...auth(user.access), 'content-type': 'application/json' }, payload: body });
      expectFieldError(await putJson({ language: 'de' }), 'language');
      expectFieldError(await putJson({ notify_by: { sms: 'no' } }), 'notify_by.sms');
      expectFieldError(await putJson({ notify_by: 'both' }), 'notify_by');
      expect((await get(user.phone, user.access)).json()).toMatchObject({ notify_by: { sms: true, email: true }, language: 'fa' });
    });
  });

  describe('PUT (JSON only)', () => {
    const putJson = (payload: string) =>
      t.app.inject({ method: 'PUT', url: `/api/users/${me.phone}/`, headers: { ...auth(me.access), 'content-type': 'application/json' }, payload });

    it('takes null for the avatar (the original front end sends its User back) and keeps the avatar', async () => {
      const res = await putJson(JSON.stringify({ last_name: 'اخوان', avatar: null }));
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({ last_name: 'اخوان', avatar: null });
    });

    it('refuses an avatar sent as anything but a file or text, naming avatar', async () => {
      for (const avatar of [{ type: 'Buffer', data: [1, 2, 3] }, 42, [1]]) {
        expectFieldError(await putJson(JSON.stringify({ avatar })), 'avatar');
      }
    });

    it('refuses fields of the wrong type and broken JSON with 400, never 500, writing nothing', async () => {
      const before = (await get(me.phone)).json();
      expectFieldError(await putJson(JSON.stringify({ first_name: 123 })), 'first_name');
      const broken = await putJson('{"first_name": "نیمه');
      expect(broken.statusCode, broken.body).toBe(400);
      expect(broken.json()).toMatchObject({ code: expect.any(String), detail: expect.stringMatching(/[\u0600-\u06FF]/) });
      expect((await putJson('[]')).statusCode).toBe(400);
      expect((await get(me.phone)).json()).toEqual(before);
    });
  });
});
