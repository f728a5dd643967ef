import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSmsProvider } from '../../../src/gateways/sms/create-provider';
import { KavenegarClient } from '../../../src/gateways/sms/kavenegar';
import { SmsIrClient } from '../../../src/gateways/sms/smsir';
import { startFakeKavenegar, type FakeKavenegar } from '../fake-kavenegar';
import { startFakeSmsIr, type FakeSmsIr } from '../fake-smsir';

describe('createSmsProvider', () => {
  let kavenegar: FakeKavenegar;
  let smsir: FakeSmsIr;
  beforeAll(async () => {
    [kavenegar, smsir] = await Promise.all([startFakeKavenegar('kk-123'), startFakeSmsIr('ss-456')]);
  });
  afterAll(() => Promise.all([kavenegar.close(), smsir.close()]));

  it('builds the client the setting names, with the sender line where each provider wants it', async () => {
    const k = createSmsProvider({ provider: 'kavenegar', apiKey: 'kk-123', sender: '10004346', baseUrl: kavenegar.url });
    expect(k).toBeInstanceOf(KavenegarClient);
    await k.sendText('09121234567', 'سلام');
    expect(kavenegar.sent[0]).toMatchObject({ sender: '10004346', message: 'سلام' });

    const s = createSmsProvider({ provider: 'smsir', apiKey: 'ss-456', sender: '30007732000000', baseUrl: smsir.url });
    expect(s).toBeInstanceOf(SmsIrClient);
    await s.sendText('09121234567', 'سلام');
    expect(smsir.sent[0]).toMatchObject({ lineNumber: 30007732000000, messageText: 'سلام' });
  });
});
