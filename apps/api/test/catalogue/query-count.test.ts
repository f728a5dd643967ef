import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { createTestApp, type TestApp } from '../helpers/app';
import { accessTokenFor } from '../helpers/sign-in';
import { createCountingApp } from './counting-app';
import {
  addParticipation,
  createAccessory,
  createPresentation,
  createPresenter,
  createTag,
  createUser,
  holdSeats,
  inFuture,
  linkPresenter,
  tagPresentation,
} from './fixtures';

describe('list query counts', () => {
  let t: TestApp;
  let counting: { app: FastifyInstance; queries: () => number; reset: () => void };
  let token: string;
  beforeAll(async () => {
    t = await createTestApp();
    counting = await createCountingApp(t);
    const user = await createUser(t.database.db);
    token = await accessTokenFor(t.app, user);
  });
  afterAll(async () => {
    await counting.app.close();
    await t.close();
  });

  /** Adds `n` presentations, each with two presenters, a tag, a completed and a held seat. */
  async function addPresentations(n: number) {
    const db = t.database.db;
    const tag = await createTag(db, 'لینوکس');
    for (let i = 0; i < n; i += 1) {
      const id = await createPresentation(db, { start: inFuture(86400 + i * 3600) });
      await linkPresenter(db, id, await createPresenter(db), 0);
      await linkPresenter(db, id, await createPresenter(db), 1);
      await tagPresentation(db, id, tag);
      await addParticipation(db, (await createUser(db)).id, id, 'COMPLETED');
      const buyer = await createUser(db);
      const held = await addParticipation(db, buyer.id, id, 'PENDING');
      await holdSeats(db, buyer.id, [{ participationId: held, presentationId: id }], inFuture(600));
      await createAccessory(db, `کالا ${i}`, true);
    }
  }

  async function countFor(url: string, auth: boolean): Promise<number> {
    counting.reset();
    const res = await counting.app.inject({ method: 'GET', url, headers: auth ? { authorization: `Bearer ${token}` } : {} });
    expect(res.statusCode).toBe(200);
    return counting.queries();
  }

  it('stays the same for 3 and for 30 rows', async () => {
    const urls = ['/api/presentations/all/', '/api/presenter/', '/api/accessory/'];
    await addPresentations(3);
    const small = [];
    for (const url of urls) small.push(await countFor(url, false), await countFor(url, true));
    await addPresentations(27);
    const large = [];
    for (const url of urls) large.push(await countFor(url, false), await countFor(url, true));
    expect(large).toEqual(small);
    // And small in absolute terms: no per-row queries hiding behind a constant (the longest, the
    // signed-in list: rows, presenters, tags, seats, waiting lists, the viewer's registrations, the session).
    for (const n of small) {
      expect(n).toBeGreaterThan(0);
      expect(n).toBeLessThanOrEqual(7);
    }
    const list = (await counting.app.inject({ method: 'GET', url: '/api/presentations/all/' })).json() as unknown[];
    expect(list).toHaveLength(30);
  });
});
