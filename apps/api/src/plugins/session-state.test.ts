import { describe, expect, it } from 'vitest';
import { SessionCache, userNamedBy, type SessionState } from './session-state';

const state = (version: number): SessionState => ({ version, role: 'user', live: true });

describe('SessionCache', () => {
  it('keeps nothing while not listening, and forgets everything when listening stops or starts', async () => {
    const cache = new SessionCache();
    let reads = 0;
    const read = async () => (reads += 1, state(0));
    await cache.get(1, 's', read);
    await cache.get(1, 's', read);
    expect(reads).toBe(2);
    cache.setListening(true);
    await cache.get(1, 's', read);
    await cache.get(1, 's', read);
    expect(reads).toBe(3);
    cache.setListening(false);
    await cache.get(1, 's', read);
    expect(reads).toBe(4);
  });

  it('keeps one entry per user and session, "no such user" included, until invalidated', async () => {
    const cache = new SessionCache();
    cache.setListening(true);
    let reads = 0;
    const read = (answer: SessionState | null) => async () => (reads += 1, answer);
    expect(await cache.get(1, 'a', read(state(0)))).toEqual(state(0));
    expect(await cache.get(1, 'b', read(state(0)))).toEqual(state(0));
    expect(await cache.get(2, 'a', read(null))).toBeNull();
    expect(await cache.get(2, 'a', read(state(9)))).toBeNull();
    expect(reads).toBe(3);
    cache.invalidate();
    expect(await cache.get(2, 'a', read(state(9)))).toEqual(state(9));
    expect(reads).toBe(4);
  });

  it('answers a read that an invalidation overtook, but does not keep it', async () => {
    const cache = new SessionCache();
    cache.setListening(true);
    let finish: (s: SessionState) => void = () => {};
    const slow = cache.get(1, 's', () => new Promise<SessionState>((resolve) => (finish = resolve)));
    cache.invalidate(); // e.g. a logout committed while the read was on its way
    finish(state(0));
    expect(await slow).toEqual(state(0));
    let reads = 0;
    expect(await cache.get(1, 's', async () => (reads += 1, state(1)))).toEqual(state(1));
    expect(reads).toBe(1);
  });

  it("forgets only the named user's states: another user's next request is not read again", async () => {
    const cache = new SessionCache();
    cache.setListening(true);
    let reads = 0;
    const read = async () => (reads += 1, state(0));
    await cache.get(1, 'a', read);
    await cache.get(1, 'b', read);
    await cache.get(2, 'a', read);
    expect(reads).toBe(3);
    cache.invalidate(1); // user 1 logged out, refreshed or changed their password
    await cache.get(2, 'a', read);
    expect(reads).toBe(3);
    await cache.get(1, 'a', read);
    await cache.get(1, 'b', read);
    expect(reads).toBe(5);
  });
});

describe('userNamedBy: the user a sessions_changed payload names', () => {
  it('reads a user id, and nobody (everyone) from an empty, absent or malformed payload', () => {
    expect(userNamedBy('42')).toBe(42);
    for (const payload of [undefined, '', 'x', '4 2', '-1', '1'.repeat(16)]) expect(userNamedBy(payload)).toBeUndefined();
  });
});
