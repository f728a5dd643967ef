import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../helpers/app';

/**
 * A public demo (SMS_PROVIDER=sandbox in production) shows a message only to the browser that asked for
 * it (docs/api.md, "Text messages and one-time codes"): before, its page showed every visitor's codes,
 * and anyone could sign in as anyone.
 */

const SECRET = 'demo-secret-that-is-long-enough-for-the-settings-0123';
let counter = 4_000_000;
const freshPhone = () => `0933${String((counter += 1)).padStart(7, '0')}`;

/** Asks for a signup code as a browser would, with its cookies; answers the cookie the server set. */
async function askCode(t: TestApp, phone: string, cookie?: string, address = `10.44.0.${counter % 250}`) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/otp/',
    remoteAddress: address,
    headers: cookie ? { cookie } : {},
    payload: { phone_number: phone, purpose: 'signup' },
  });
  expect(res.statusCode, res.body).toBe(200);
  const set = res.headers['set-cookie'];
  const line = Array.isArray(set) ? set[0] : set;
  return line ? line.split(';')[0]! : cookie;
}

const inbox = async (t: TestApp, query: string, cookie?: string) => {
  const res = await t.app.inject({ method: 'GET', url: `/_sandbox/sms/messages/${query}`, headers: cookie ? { cookie } : {} });
  expect(res.statusCode).toBe(200);
  return res.json() as { phone_number: string; text: string }[];
};

describe('the SMS sandbox of a public demo', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { NODE_ENV: 'production', JWT_SECRET: SECRET, TICKET_SECRET: SECRET, SMS_PROVIDER: 'sandbox', SMTP_URL: 'sandbox', PAYMENT_SANDBOX: 'on' } });
  });
  afterAll(() => t.close());

  it('shows each browser only the messages it asked for, on the page and as JSON', async () => {
    const alicePhone = freshPhone();
    const bobPhone = freshPhone();
    const alice = await askCode(t, alicePhone);
    const bob = await askCode(t, bobPhone);
    expect(alice).toMatch(/^sms_sandbox=[0-9a-f]{32}$/);
    expect(bob).not.toBe(alice);
    // A browser keeps its id: its second code is shown to it too.
    const alicePhone2 = freshPhone();
    expect(await askCode(t, alicePhone2, alice)).toBe(alice);

    expect((await inbox(t, '', alice)).map((m) => m.phone_number).sort()).toEqual([alicePhone, alicePhone2].sort());
    expect(await inbox(t, `?phone=${alicePhone}`, bob)).toEqual([]);
    expect((await inbox(t, '', bob)).map((m) => m.phone_number)).toEqual([bobPhone]);
    // A visitor who asked for nothing (or forged an id) sees nothing.
    expect(await inbox(t, `?phone=${alicePhone}`)).toEqual([]);
    expect(await inbox(t, '', `sms_sandbox=${'0'.repeat(32)}`)).toEqual([]);

    const page = await t.app.inject({ method: 'GET', url: `/_sandbox/sms/?phone=${alicePhone}`, headers: { cookie: bob! } });
    expect(page.statusCode).toBe(200);
    expect(page.body).not.toContain(`data-phone="${alicePhone}"`);
    const own = await t.app.inject({ method: 'GET', url: `/_sandbox/sms/?phone=${alicePhone}`, headers: { cookie: alice! } });
    expect(own.body).toContain(`data-phone="${alicePhone}"`);
  });
});

describe('the SMS sandbox outside production', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { OTP_RATE_LIMIT: '1000' } });
  });
  afterAll(() => t.close());

  it('shows every message to anyone, as before, and sets no cookie', async () => {
    const phone = freshPhone();
    expect(await askCode(t, phone)).toBeUndefined();
    expect((await inbox(t, `?phone=${phone}`)).map((m) => m.phone_number)).toEqual([phone]);
  });
});
