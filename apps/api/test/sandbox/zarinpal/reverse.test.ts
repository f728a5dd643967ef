import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../helpers/app';
import { zarinpalSandboxSessions as sessions } from '../../../src/db/schema';
import { codeMessages, englishMessages, SANDBOX_MERCHANT_ID } from '../../../src/gateways/zarinpal-wire';

const OTHER_MERCHANT = '99999999-8888-4777-8666-555555555555';

/** The sandbox's reverse: a VERIFIED session, within 30 minutes of its verification, once. */
describe('built-in ZarinPal sandbox: reverse', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { PUBLIC_URL: 'http://fest.test' } });
  });
  afterAll(() => t.close());

  const api = (endpoint: string, body: unknown) =>
    t.app.inject({
      method: 'POST',
      url: `/_sandbox/zarinpal/pg/v4/payment/${endpoint}`,
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      payload: JSON.stringify(body),
    });
  const reverse = (authority: string, merchant = SANDBOX_MERCHANT_ID) => api('reverse.json', { merchant_id: merchant, authority });
  const status = async (authority: string) =>
    (await t.database.db.select({ s: sessions.status }).from(sessions).where(eq(sessions.authority, authority)))[0]?.s;

  /** A session taken to `upTo`: IN_BANK, PAID (pay pressed) or VERIFIED. */
  async function session(upTo: 'IN_BANK' | 'PAID' | 'VERIFIED') {
    const { authority } = await t.app.gateway.request({ amountRial: 50_000, callbackUrl: 'http://fest.test/payment/perhaps', description: 'آزمون', orderId: '1' });
    if (upTo === 'IN_BANK') return authority;
    const pressed = await t.app.inject({
      method: 'POST',
      url: `/_sandbox/zarinpal/pg/StartPay/${authority}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'status=OK',
    });
    expect(pressed.statusCode).toBe(303);
    if (upTo === 'PAID') return authority;
    expect(await t.app.gateway.verify({ authority, amountRial: 50_000 })).toMatchObject({ paid: true, code: 100 });
    return authority;
  }

  const verifiedMinutesAgo = (authority: string, minutes: number) =>
    t.database.db
      .update(sessions)
      .set({ verifiedAt: sql`now() - make_interval(mins => ${minutes})` })
      .where(eq(sessions.authority, authority));

  it('reverses a verified session: 200, code 100 "Reversed", the session REVERSED', async () => {
    const authority = await session('VERIFIED');
    const res = await reverse(authority);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: { code: 100, message: 'Reversed' }, errors: [] });
    expect(await status(authority)).toBe('REVERSED');
    expect(await t.app.gateway.inquiry(authority)).toBe('REVERSED');
  });

  it('reverses once: a second reverse is -51 and so is every one but one of many at once', async () => {
    const authority = await session('VERIFIED');
    const answers = await Promise.all(Array.from({ length: 6 }, () => reverse(authority)));
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(1);
    for (const a of answers.filter((x) => x.statusCode !== 200)) {
      expect(a.statusCode).toBe(422);
      expect(a.json()).toEqual({ data: [], errors: { code: -51, message: englishMessages[-51], validations: [] } });
    }
    expect((await reverse(authority)).json().errors.code).toBe(-51);
  });

  it('refuses after the 30-minute window with -63 and the gateway\'s message, and the session stays VERIFIED', async () => {
    const authority = await session('VERIFIED');
    await verifiedMinutesAgo(authority, 31);
    const res = await reverse(authority);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({ data: [], errors: { code: -63, message: englishMessages[-63], validations: [] } });
    expect(await status(authority)).toBe('VERIFIED');
    // The client reads it as the gateway's refusal, with the Persian message.
    await expect(t.app.gateway.reverse(authority)).rejects.toMatchObject({ code: 'GATEWAY_ERROR', gatewayCode: -63, detail: codeMessages[-63] });
  });

  it('counts the window from the verification: 29 minutes after it still reverses', async () => {
    const authority = await session('VERIFIED');
    await verifiedMinutesAgo(authority, 29);
    // Paid long before it was verified (the sweep verified it late): the verification is what counts.
    await t.database.db.update(sessions).set({ paidAt: sql`now() - interval '50 minutes'` }).where(eq(sessions.authority, authority));
    await expect(t.app.gateway.reverse(authority)).resolves.toBeUndefined();
    expect(await status(authority)).toBe('REVERSED');
  });

  it('refuses a session never paid, or paid but never verified, with -51', async () => {
    for (const upTo of ['IN_BANK', 'PAID'] as const) {
      const authority = await session(upTo);
      expect((await reverse(authority)).json().errors.code).toBe(-51);
      expect(await status(authority)).toBe(upTo);
    }
  });

  it('refuses an unknown authority (-54), a malformed one (-9) and another merchant\'s session (-53)', async () => {
    expect((await reverse(`A${'9'.repeat(35)}`)).json().errors.code).toBe(-54);
    expect((await reverse('nope')).json().errors.code).toBe(-9);
    const authority = await session('VERIFIED');
    expect((await reverse(authority, OTHER_MERCHANT)).json().errors.code).toBe(-53);
    expect(await status(authority)).toBe('VERIFIED');
  });
});
