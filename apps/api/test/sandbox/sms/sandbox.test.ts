import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queueText } from '../../../src/modules/messages';
import { createTestApp, type TestApp } from '../../helpers/app';
import { sandboxMessagesOf } from '../../messages/support';

/** The built-in SMS sandbox: /_sandbox/sms/ and its JSON. */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const queue = (phone: string, text: string) => t.database.db.transaction((tx) => queueText(tx, { phone, text, purpose: 'broadcast' }));

describe('the SMS sandbox', () => {
  it('lists messages newest first as JSON, for one phone (any spelling of it) or for all', async () => {
    await queue('09121110001', 'اولی');
    await queue('09121110001', 'دومی');
    await queue('09121110002', 'دیگری');
    const mine = await sandboxMessagesOf(t, '+98 912 111 0001');
    expect(mine.map((m) => m.text)).toEqual(['دومی', 'اولی']);
    expect(Object.keys(mine[0]!).sort()).toEqual(['created_at', 'id', 'phone_number', 'state', 'text']);
    expect(mine[0]).toMatchObject({ phone_number: '09121110001', state: 'queued' });
    const all = await t.app.inject({ method: 'GET', url: '/_sandbox/sms/messages/' });
    expect((all.json() as unknown[]).length).toBeGreaterThanOrEqual(3);
    expect(await sandboxMessagesOf(t, 'not-a-phone')).toEqual([]);
  });

  it('shows them on a Persian page, escaped', async () => {
    await queue('09121110003', '<script>alert(1)</script> سلام');
    const res = await t.app.inject({ method: 'GET', url: '/_sandbox/sms/?phone=09121110003' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.body).toContain('lang="fa" dir="rtl"');
    expect(res.body).toContain('&lt;script&gt;');
    expect(res.body).not.toContain('<script>alert');
  });

  it('is not there when a real provider sends the messages', async () => {
    const real = await createTestApp({
      env: { SMS_PROVIDER: 'kavenegar', SMS_API_KEY: 'k', SMS_TEMPLATE_SIGNUP: 'a', SMS_TEMPLATE_RESET: 'b' },
    });
    try {
      expect((await real.app.inject({ method: 'GET', url: '/_sandbox/sms/messages/' })).statusCode).toBe(404);
      expect((await real.app.inject({ method: 'GET', url: '/_sandbox/sms/' })).statusCode).toBe(404);
    } finally {
      await real.close();
    }
  });
});
