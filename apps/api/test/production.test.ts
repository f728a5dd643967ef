import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { loadSettings } from '../src/config/settings';
import { createTestApp } from './helpers/app';

/** Production must not start unsafe (README "Production"). Tests that build two apps get more time. */

const SECRET = 'j'.repeat(40);
const MERCHANT = '3c1f6a2e-8d4b-4f7a-9e21-5b0c7d9a1e34';

describe('production refuses to start unsafe', () => {
  it('refuses the payment sandbox unless PAYMENT_SANDBOX=on says so explicitly', () => {
    expect(() => loadSettings({ NODE_ENV: 'production', JWT_SECRET: SECRET, TICKET_SECRET: SECRET, SMS_PROVIDER: 'sandbox', SMTP_URL: 'sandbox' })).toThrow(/ZARINPAL_MERCHANT_ID[\s\S]*PAYMENT_SANDBOX=on/);
    expect(() => loadSettings({ NODE_ENV: 'production', JWT_SECRET: SECRET, TICKET_SECRET: SECRET, SMS_PROVIDER: 'sandbox', SMTP_URL: 'sandbox', PAYMENT_SANDBOX: 'off' })).toThrow(/ZARINPAL_MERCHANT_ID/);
    expect(loadSettings({ NODE_ENV: 'production', JWT_SECRET: SECRET, TICKET_SECRET: SECRET, SMS_PROVIDER: 'sandbox', SMTP_URL: 'sandbox', PAYMENT_SANDBOX: 'on' }).PAYMENT_SANDBOX).toBe(true);
    const real = loadSettings({ NODE_ENV: 'production', JWT_SECRET: SECRET, TICKET_SECRET: SECRET, SMS_PROVIDER: 'sandbox', SMTP_URL: 'sandbox', ZARINPAL_MERCHANT_ID: MERCHANT });
    expect(real.PAYMENT_SANDBOX).toBe(false);
  });

  it('refuses the mail sandbox unless SMTP_URL=sandbox says so explicitly', () => {
    const prod = { NODE_ENV: 'production', JWT_SECRET: SECRET, TICKET_SECRET: SECRET, SMS_PROVIDER: 'sandbox', PAYMENT_SANDBOX: 'on' };
    expect(() => loadSettings(prod)).toThrow(/SMTP_URL: must be set in production/);
    expect(loadSettings({ ...prod, SMTP_URL: 'sandbox' }).SMTP_URL).toBe('sandbox');
    expect(() => loadSettings({ ...prod, SMTP_URL: 'smtps://fest:secret@mail.example' })).toThrow(/MAIL_FROM/);
    expect(loadSettings({ ...prod, SMTP_URL: 'smtps://fest:secret@mail.example', MAIL_FROM: 'Festival <no-reply@fest.example>' }).SMTP_URL).toBe(
      'smtps://fest:secret@mail.example',
    );
  });

  it('keeps the sandbox on by default outside production, and refuses turning it off with no gateway to pay at', () => {
    expect(loadSettings({}).PAYMENT_SANDBOX).toBe(true);
    expect(() => loadSettings({ PAYMENT_SANDBOX: 'off' })).toThrow(/PAYMENT_SANDBOX/);
    expect(loadSettings({ PAYMENT_SANDBOX: 'off', ZARINPAL_MERCHANT_ID: MERCHANT }).PAYMENT_SANDBOX).toBe(false);
  });

  it('with PAYMENT_SANDBOX=off the sandbox bank does not answer', async () => {
    const t = await createTestApp({ env: { PAYMENT_SANDBOX: 'off', ZARINPAL_MERCHANT_ID: MERCHANT } });
    try {
      const res = await t.app.inject({ method: 'GET', url: `/_sandbox/zarinpal/pg/StartPay/A${'0'.repeat(35)}` });
      expect(res.statusCode).toBe(404);
    } finally {
      await t.close();
    }
  }, 180_000);
});

describe('HSTS', () => {
  it('is sent when PUBLIC_URL is https, and not on plain HTTP', async () => {
    const secure = await createTestApp({ env: { PUBLIC_URL: 'https://fest.example.ir' } });
    const plain = await createTestApp({ env: { PUBLIC_URL: 'http://localhost:8000' } });
    try {
      const res = await secure.app.inject({ method: 'GET', url: '/api/health' });
      expect(res.headers['strict-transport-security']).toMatch(/max-age=31536000/);
      expect((await plain.app.inject({ method: 'GET', url: '/api/health' })).headers['strict-transport-security']).toBeUndefined();
    } finally {
      await secure.close();
      await plain.close();
    }
  }, 180_000);
});

describe('API_DOCS', () => {
  it('serves /api/docs/ and /api/schema/ by default, and neither when off', async () => {
    const on = await createTestApp();
    const off = await createTestApp({ env: { API_DOCS: 'off' } });
    try {
      expect((await on.app.inject({ method: 'GET', url: '/api/docs/' })).statusCode).toBe(200);
      expect((await on.app.inject({ method: 'GET', url: '/api/schema/' })).statusCode).toBe(200);
      for (const url of ['/api/docs/', '/api/schema/']) {
        const res = await off.app.inject({ method: 'GET', url });
        expect(res.statusCode).toBe(404);
        expect(res.json()).toMatchObject({ code: 'NOT_FOUND' });
      }
    } finally {
      await on.close();
      await off.close();
    }
  }, 180_000);
});

describe('the demo ribbon', () => {
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'fest-dist-demo-'));
  const html = '<!doctype html><html lang="fa" dir="rtl"><head><title>جشنواره</title></head><body></body></html>';
  fs.writeFileSync(path.join(dist, 'index.html'), html);
  fs.writeFileSync(path.join(dist, 'index.html.br'), zlib.brotliCompressSync(html));
  const marker = /<meta name="fest-demo-sandboxes" content="payment,sms,mail">/;

  it('production on the payment sandbox marks every page (plain and compressed) as a demo', async () => {
    const t = await createTestApp({ env: { NODE_ENV: 'production', JWT_SECRET: SECRET, TICKET_SECRET: SECRET, SMS_PROVIDER: 'sandbox', SMTP_URL: 'sandbox', PAYMENT_SANDBOX: 'on', WEB_DIST: dist } });
    try {
      for (const url of ['/', '/workshops', '/cart']) {
        const res = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'identity' } });
        expect(res.body).toMatch(marker);
      }
      const br = await t.app.inject({ method: 'GET', url: '/', headers: { 'accept-encoding': 'br' } });
      expect(br.headers['content-encoding']).toBe('br');
      expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toMatch(marker);
    } finally {
      await t.close();
    }
  }, 180_000);

  it('is absent with a real gateway, and outside production', async () => {
    const real = await createTestApp({ env: { NODE_ENV: 'production', JWT_SECRET: SECRET, TICKET_SECRET: SECRET, SMS_PROVIDER: 'kavenegar', SMS_API_KEY: 'k', SMS_TEMPLATE_SIGNUP: 'signup', SMS_TEMPLATE_RESET: 'reset', SMTP_URL: 'smtp://mail.example:587', MAIL_FROM: 'fest@example.org', ZARINPAL_MERCHANT_ID: MERCHANT, WEB_DIST: dist } });
    const dev = await createTestApp({ env: { WEB_DIST: dist } });
    try {
      for (const t of [real, dev]) {
        const res = await t.app.inject({ method: 'GET', url: '/', headers: { 'accept-encoding': 'identity' } });
        expect(res.statusCode).toBe(200);
        expect(res.body).not.toMatch(/fest-demo-sandboxes/);
      }
    } finally {
      await real.close();
      await dev.close();
    }
  }, 180_000);
});
