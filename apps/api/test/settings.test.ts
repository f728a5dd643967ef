import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { resolveJwtSecret, resolveTicketSecret } from '../src/lib/secrets';
import { loadSettings } from '../src/config/settings';

describe('settings', () => {
  it('has defaults that make a fresh machine work', () => {
    const s = loadSettings({});
    expect(s.PORT).toBe(8000);
    expect(s.DATA_DIR).toBe('./data');
    expect(s.PUBLIC_URL).toBe('http://localhost:8000');
    expect(s.PAYMENT_HOLD_SECONDS).toBe(1200);
    expect(s.PAYMENT_SWEEP_SECONDS).toBe(60);
    expect(s.LOGIN_RATE_LIMIT).toBe(10);
    expect(s.SIGNUP_RATE_LIMIT).toBe(20);
    expect(s.COUPON_RATE_LIMIT).toBe(30);
    expect(s.TRUST_PROXY).toBe(false);
    expect(s.DATABASE_URL).toBeUndefined();
    expect(s.SMS_WORKER_CONCURRENCY).toBe(4);
  });

  it('stops with a message naming every bad setting', () => {
    expect(() => loadSettings({ PORT: 'eighty', DATABASE_URL: 'mysql://x', PAYMENT_HOLD_SECONDS: '-5' })).toThrow(
      /PORT[\s\S]*DATABASE_URL[\s\S]*PAYMENT_HOLD_SECONDS/,
    );
    expect(() => loadSettings({ TRUST_PROXY: 'maybe' })).toThrow(/TRUST_PROXY/);
    expect(() => loadSettings({ ZARINPAL_MERCHANT_ID: 'not-a-uuid' })).toThrow(/ZARINPAL_MERCHANT_ID/);
    expect(() => loadSettings({ SMS_WORKER_CONCURRENCY: '0' })).toThrow(/SMS_WORKER_CONCURRENCY/);
    expect(() => loadSettings({ VAT_PERCENT: '-1' })).toThrow(/VAT_PERCENT/);
    expect(() => loadSettings({ VAT_PERCENT: 'ten' })).toThrow(/VAT_PERCENT/);
    expect(loadSettings({ VAT_PERCENT: '9' }).VAT_PERCENT).toBe(9);
    expect(() => loadSettings({ CANCEL_FEE_PERCENT: '101' })).toThrow(/CANCEL_FEE_PERCENT/);
    expect(() => loadSettings({ CANCEL_HOURS_BEFORE: '-1' })).toThrow(/CANCEL_HOURS_BEFORE/);
  });

  it('refuses production without JWT_SECRET', () => {
    expect(() => loadSettings({ NODE_ENV: 'production' })).toThrow(/JWT_SECRET/);
    expect(() => loadSettings({ NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(40), PAYMENT_SANDBOX: 'on', SMS_PROVIDER: 'sandbox', SMTP_URL: 'sandbox', TICKET_SECRET: 'y'.repeat(40) })).not.toThrow();
  });

  it('sends text messages through the sandbox by default, and production only when asked for explicitly', () => {
    const s = loadSettings({});
    expect(s.SMS_PROVIDER).toBe('sandbox');
    expect(s.PHONE_VERIFICATION).toBe('on');
    expect(s.OTP_RATE_LIMIT).toBe(20);
    const prod = { NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(40), TICKET_SECRET: 'y'.repeat(40), PAYMENT_SANDBOX: 'on', SMTP_URL: 'sandbox' };
    expect(() => loadSettings(prod)).toThrow(/SMS_PROVIDER/);
    expect(loadSettings({ ...prod, SMS_PROVIDER: 'sandbox' }).SMS_PROVIDER).toBe('sandbox');
  });

  it('sends e-mail through the sandbox by default, and production only when asked for explicitly', () => {
    const s = loadSettings({ PUBLIC_URL: 'https://fest.example/' });
    expect(s.SMTP_URL).toBe('sandbox');
    expect(s.MAIL_FROM).toBe('Linux Festival <no-reply@fest.example>');
    const prod = { NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(40), TICKET_SECRET: 'y'.repeat(40), PAYMENT_SANDBOX: 'on', SMS_PROVIDER: 'sandbox' };
    expect(() => loadSettings(prod)).toThrow(/SMTP_URL/);
    expect(loadSettings({ ...prod, SMTP_URL: 'sandbox' }).SMTP_URL).toBe('sandbox');
  });

  it('takes an smtp:// or smtps:// server with a sender, and nothing else', () => {
    const real = loadSettings({ SMTP_URL: 'smtp://fest:p%40ss@mail.example:587', MAIL_FROM: 'جشنواره <no-reply@fest.example>' });
    expect(real.SMTP_URL).toBe('smtp://fest:p%40ss@mail.example:587');
    expect(() => loadSettings({ SMTP_URL: 'smtps://mail.example' })).toThrow(/MAIL_FROM: must be set/);
    for (const bad of ['http://mail.example', 'mail.example:25', 'smtp://']) expect(() => loadSettings({ SMTP_URL: bad })).toThrow(/SMTP_URL/);
    expect(() => loadSettings({ MAIL_FROM: 'not an address' })).toThrow(/MAIL_FROM/);
  });

  it('needs a real SMS provider’s key and code templates (and SMS.ir’s numeric line and template ids)', () => {
    expect(() => loadSettings({ SMS_PROVIDER: 'kavenegar' })).toThrow(/SMS_API_KEY[\s\S]*SMS_TEMPLATE_SIGNUP[\s\S]*SMS_TEMPLATE_RESET/);
    const kavenegar = { SMS_PROVIDER: 'kavenegar', SMS_API_KEY: 'k', SMS_TEMPLATE_SIGNUP: 'fest-signup', SMS_TEMPLATE_RESET: 'fest-reset' };
    expect(loadSettings(kavenegar).SMS_PROVIDER).toBe('kavenegar');
    expect(() => loadSettings({ ...kavenegar, SMS_PROVIDER: 'smsir' })).toThrow(/SMS_SENDER[\s\S]*SMS_TEMPLATE_SIGNUP: SMS.ir/);
    expect(() => loadSettings({ SMS_PROVIDER: 'smsir', SMS_API_KEY: 'k', SMS_SENDER: '30007732000000', SMS_TEMPLATE_SIGNUP: '1', SMS_TEMPLATE_RESET: '2' })).not.toThrow();
    expect(() => loadSettings({ SMS_PROVIDER: 'twilio' })).toThrow(/SMS_PROVIDER/);
    expect(() => loadSettings({ PHONE_VERIFICATION: 'maybe' })).toThrow(/PHONE_VERIFICATION/);
  });

  it('refuses production without TICKET_SECRET, and a short one anywhere', () => {
    expect(() => loadSettings({ NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(40), PAYMENT_SANDBOX: 'on', SMS_PROVIDER: 'sandbox' })).toThrow(/TICKET_SECRET/);
    expect(() => loadSettings({ TICKET_SECRET: 'short' })).toThrow(/TICKET_SECRET/);
  });

  it('treats empty values (as in a .env file) as unset', () => {
    expect(loadSettings({ DATABASE_URL: '', PORT: '' }).PORT).toBe(8000);
  });

  it('builds PUBLIC_URL from PORT, without a trailing slash when given', () => {
    expect(loadSettings({ PORT: '9000' }).PUBLIC_URL).toBe('http://localhost:9000');
    expect(loadSettings({ PUBLIC_URL: 'https://fest.example.ir/' }).PUBLIC_URL).toBe('https://fest.example.ir');
  });
});

describe('JWT secret', () => {
  it('is generated once into DATA_DIR, private to the owner, and reused', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'fest-secret-'));
    const settings = loadSettings({ DATA_DIR: path.join(dir, 'nested') });
    const first = resolveJwtSecret(settings);
    expect(first.length).toBeGreaterThanOrEqual(32);
    const file = path.join(dir, 'nested', 'jwt-secret');
    expect(fs.statSync(file).mode & 0o077).toBe(0);
    expect(resolveJwtSecret(settings)).toBe(first);
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('uses JWT_SECRET when set and writes nothing', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'fest-secret-'));
    const secret = 's'.repeat(48);
    expect(resolveJwtSecret(loadSettings({ DATA_DIR: dir, JWT_SECRET: secret }))).toBe(secret);
    expect(fs.existsSync(path.join(dir, 'jwt-secret'))).toBe(false);
    fs.rmSync(dir, { recursive: true, force: true });
  });
});

describe('ticket secret', () => {
  it('is generated once into DATA_DIR apart from the JWT secret, and reused', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'fest-secret-'));
    const settings = loadSettings({ DATA_DIR: dir });
    const first = resolveTicketSecret(settings);
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(fs.statSync(path.join(dir, 'ticket-secret')).mode & 0o077).toBe(0);
    expect(resolveTicketSecret(settings)).toBe(first);
    expect(resolveJwtSecret(settings)).not.toBe(first);
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('stays the same when JWT_SECRET changes (a JWT rotation keeps every ticket)', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'fest-secret-'));
    const before = resolveTicketSecret(loadSettings({ DATA_DIR: dir, JWT_SECRET: 'a'.repeat(40) }));
    expect(resolveTicketSecret(loadSettings({ DATA_DIR: dir, JWT_SECRET: 'b'.repeat(40) }))).toBe(before);
    const secret = 't'.repeat(48);
    expect(resolveTicketSecret(loadSettings({ DATA_DIR: dir, TICKET_SECRET: secret }))).toBe(secret);
    fs.rmSync(dir, { recursive: true, force: true });
  });
});
