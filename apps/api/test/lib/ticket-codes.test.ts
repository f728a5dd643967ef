import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  looksLikeTicketCode,
  newTicketSalt,
  TICKET_CODE_BITS,
  ticketCode,
  ticketHash,
} from '../../src/lib/ticket-codes';

const SECRET = 'ticket secret for tests, at least 32 chars';

describe('ticket codes', () => {
  it('derives the same code on every read from the secret, the salt and the participation', () => {
    const salt = newTicketSalt();
    const code = ticketCode(SECRET, salt, 42);
    for (let i = 0; i < 5; i++) expect(ticketCode(SECRET, salt, 42)).toBe(code);
  });

  it('gives another code for another salt, participation or secret', () => {
    const salt = newTicketSalt();
    const code = ticketCode(SECRET, salt, 42);
    expect(ticketCode(SECRET, newTicketSalt(), 42)).not.toBe(code);
    expect(ticketCode(SECRET, salt, 43)).not.toBe(code);
    expect(ticketCode('another secret, also 32 characters+', salt, 42)).not.toBe(code);
    const many = new Set(Array.from({ length: 1000 }, () => ticketCode(SECRET, newTicketSalt(), 7)));
    expect(many.size).toBe(1000);
  });

  it('carries at least 128 bits as 24 URL-safe characters without padding', () => {
    expect(TICKET_CODE_BITS).toBeGreaterThanOrEqual(128);
    for (let i = 0; i < 200; i++) {
      const code = ticketCode(SECRET, newTicketSalt(), i + 1);
      expect(code).toMatch(/^[A-Za-z0-9_-]{24}$/);
      expect(encodeURIComponent(code)).toBe(code);
      expect(Buffer.from(code, 'base64url').length * 8).toBe(TICKET_CODE_BITS);
    }
  });

  it('hashes the code text as hex SHA-256, as a door computes it in the browser', () => {
    const code = ticketCode(SECRET, newTicketSalt(), 9);
    const hash = ticketHash(code);
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    expect(hash).toBe(createHash('sha256').update(Buffer.from(code, 'ascii')).digest('hex'));
  });

  it('keeps salts random and fixed-size', () => {
    const salts = Array.from({ length: 100 }, newTicketSalt);
    for (const s of salts) expect(s).toMatch(/^[0-9a-f]{32}$/);
    expect(new Set(salts).size).toBe(100);
  });

  it('refuses a malformed salt or participation id rather than deriving a weak code', () => {
    expect(() => ticketCode(SECRET, 'abcd', 1)).toThrow();
    expect(() => ticketCode(SECRET, newTicketSalt(), 0)).toThrow();
    expect(() => ticketCode(SECRET, newTicketSalt(), 1.5)).toThrow();
  });

  it('tells a scanned text that can be a code from one that cannot', () => {
    expect(looksLikeTicketCode(ticketCode(SECRET, newTicketSalt(), 1))).toBe(true);
    for (const bad of ['', 'short', 'A'.repeat(23), 'A'.repeat(25), 'A'.repeat(23) + '=', 'A'.repeat(23) + '/', 5, null]) {
      expect(looksLikeTicketCode(bad)).toBe(false);
    }
  });
});
