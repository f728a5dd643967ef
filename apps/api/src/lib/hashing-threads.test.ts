import { afterEach, describe, expect, it } from 'vitest';
import { argon2OnThread, hashingThreads, setHashingThreads } from './hashing-threads';
import { hashPassword, verifyPassword } from './passwords';

describe('password hashing on threads of our own', () => {
  afterEach(async () => {
    await Promise.all(hashingThreads().map((thread) => thread.stop()));
  });

  it('hashes with argon2id and verifies the right password only', async () => {
    const hash = await hashPassword('Linux-Fest-1405');
    expect(hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await verifyPassword(hash, 'Linux-Fest-1405')).toBe(true);
    expect(await verifyPassword(hash, 'linux-fest-1405')).toBe(false);
    expect(await verifyPassword('not a hash', 'Linux-Fest-1405')).toBe(false);
  });

  it('runs no more hashes at once than its threads, however many are asked together', async () => {
    setHashingThreads(2);
    const hash = await hashPassword('Linux-Fest-1405');
    const answers = await Promise.all(Array.from({ length: 8 }, (_, i) => verifyPassword(hash, i % 2 ? 'Linux-Fest-1405' : 'wrong')));
    expect(answers).toEqual([false, true, false, true, false, true, false, true]);
    // Each thread had several jobs queued at once rather than a thread per job.
    expect(hashingThreads().length).toBe(2);
  });

  it('fails the jobs of a thread that dies, and gives the next job a new thread', async () => {
    setHashingThreads(1);
    const hash = await hashPassword('Linux-Fest-1405');
    const [thread] = hashingThreads();
    const asked = argon2OnThread<boolean>({ op: 'verify', hash, password: 'Linux-Fest-1405' });
    const login = verifyPassword(hash, 'Linux-Fest-1405');
    await thread!.stop();
    await expect(asked).rejects.toThrow(/hashing thread/);
    expect(await login).toBe(false);
    expect(hashingThreads()).not.toContain(thread);
    expect(await verifyPassword(hash, 'Linux-Fest-1405')).toBe(true);
  });
});
