import { describe, expect, it } from 'vitest';
import { deriveKey } from '../../src/lib/derived-keys';

const MASTER = 'x'.repeat(16) + 'a master secret!';

describe('derived keys', () => {
  it('derives a stable 32-byte key per purpose, different between purposes and masters', () => {
    const codes = deriveKey(MASTER, 'one-time-codes');
    expect(codes).toHaveLength(32);
    expect(deriveKey(MASTER, 'one-time-codes').equals(codes)).toBe(true);
    expect(deriveKey(MASTER, 'tickets').equals(codes)).toBe(false);
    expect(deriveKey(MASTER + '!', 'one-time-codes').equals(codes)).toBe(false);
    expect(codes.toString('latin1')).not.toContain(MASTER);
  });

  it('refuses a short master secret', () => {
    expect(() => deriveKey('short', 'tickets')).toThrow();
  });
});
