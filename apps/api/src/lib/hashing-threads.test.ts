import { afterEach, describe, expect, it, vi } from 'vitest';
import { argon2OnThread, HashingThreadGone, hashingThreads, setHashingThreads } from './hashing-threads';
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

  it('runs the jobs of a thread that dies again on a new one: a right password is not refused', async () => {
    setHashingThreads(1);
    const hash = await hashPassword('Linux-Fest-1405');
    const [thread] = hashingThreads();
    const asked = argon2OnThread<boolean>({ op: 'verify', hash, password: 'Linux-Fest-1405' });
    const login = verifyPassword(hash, 'Linux-Fest-1405');
    await thread!.stop();
    expect(await asked).toBe(true);
    expect(await login).toBe(true);
    expect(hashingThreads()).not.toContain(thread);
    expect(await verifyPassword(hash, 'wrong')).toBe(false);
  });

  it("a job whose threads die twice fails as the server's fault, not as a wrong password", async () => {
    setHashingThreads(1);
    // A slow hash (60 passes, a few hundred ms to verify): the second thread is stopped before it answers.
    const slow = { algorithm: 2, memoryCost: 19456, timeCost: 60, parallelism: 1 };
    const hash = await argon2OnThread<string>({ op: 'hash', password: 'Linux-Fest-1405', options: slow });
    const [first] = hashingThreads();
    const login = verifyPassword(hash, 'Linux-Fest-1405');
    const outcome = login.then(() => 'answered', (error: unknown) => error);
    await first!.stop();
    // The job is run again on a new thread: that one dies too.
    await vi.waitFor(() => expect(hashingThreads().some((t) => t !== first)).toBe(true), { interval: 1 });
    await hashingThreads().find((t) => t !== first)!.stop();
    expect(await outcome).toBeInstanceOf(HashingThreadGone);
  });
});
