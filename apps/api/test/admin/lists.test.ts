import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../src/db/client';
import { auditLog } from '../../src/db/schema';
import { timeRangeConditions } from '../../src/lib/lists';
import { createTestApp, type TestApp } from '../helpers/app';
import { expectFieldError } from '../accounts/support';
import { createCountingApp } from '../catalogue/counting-app';
import { asAdmin, createAccount, type Account } from './authz';

/** The organiser API's list conventions, shown on the audit log (every list shares the helpers). */
describe('admin lists: paging, ordering, search', () => {
  let t: TestApp;
  let admin: Account;
  let other: Account;
  const get = (url: string) => asAdmin(t.app, admin, { method: 'GET', url });

  beforeAll(async () => {
    t = await createTestApp();
    admin = await createAccount(t.app, 'admin');
    other = await createAccount(t.app, 'admin');
    // 230 entries, one a minute back from now, so "newest first" has one right answer.
    const base = Date.now();
    await t.app.db.insert(auditLog).values(
      Array.from({ length: 230 }, (_, i) => ({
        at: new Date(base - i * 60_000),
        actorId: i % 2 ? other.id : admin.id,
        action: i % 10 === 0 ? 'delete' : 'update',
        objectType: i % 3 === 0 ? 'coupon' : 'presentation',
        objectId: String(i),
        after: { i },
      })),
    );
  });
  afterAll(() => t.close());

  it('answers {count, results} with 50 by default, newest first', async () => {
    const res = await get('/api/admin/audit/');
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.count).toBe(230);
    expect(body.results).toHaveLength(50);
    expect(body.results.map((r: { object_id: string }) => r.object_id).slice(0, 3)).toEqual(['0', '1', '2']);
    expect(body.results[0]).toMatchObject({ actor: { id: admin.id, phone_number: admin.phone }, action: 'delete', after: { i: 0 } });
  });

  it('counts pages from 1; a page size above 200 counts as 200; the last page holds the rest', async () => {
    const big = (await get('/api/admin/audit/?page_size=1000')).json();
    expect(big.results).toHaveLength(200);
    const last = (await get('/api/admin/audit/?page_size=200&page=2')).json();
    expect(last.count).toBe(230);
    expect(last.results).toHaveLength(30);
    expect(last.results[0].object_id).toBe('200');
    const beyond = (await get('/api/admin/audit/?page=99')).json();
    expect(beyond).toEqual({ count: 230, results: [] });
  });

  it('refuses page 0, a page size of 0 and words for numbers (400 naming the field)', async () => {
    expectFieldError(await get('/api/admin/audit/?page=0'), 'page');
    expectFieldError(await get('/api/admin/audit/?page_size=0'), 'page_size');
    expectFieldError(await get('/api/admin/audit/?page=two'), 'page');
  });

  it('orders by an allowed field either way; an unknown field is a 400 naming ordering', async () => {
    const oldest = (await get('/api/admin/audit/?ordering=at&page_size=1')).json();
    expect(oldest.results[0].object_id).toBe('229');
    const byAction = (await get('/api/admin/audit/?ordering=action&page_size=24')).json();
    const actions = byAction.results.map((r: { action: string }) => r.action);
    expect(actions).toEqual([...Array(23).fill('delete'), 'update']);
    expect((await get('/api/admin/audit/?ordering=-action&page_size=1')).json().results[0].action).toBe('update');
    const body = expectFieldError(await get('/api/admin/audit/?ordering=password_hash'), 'ordering');
    expect(body.errors!.ordering![0]).toContain('password_hash');
    expectFieldError(await get('/api/admin/audit/?ordering=id;drop'), 'ordering');
  });

  it('searches the actor phone (Persian digits too), the action and the object type', async () => {
    expect((await get(`/api/admin/audit/?search=${other.phone}`)).json().count).toBe(115);
    const persian = other.phone.replace(/\d/g, (d) => '۰۱۲۳۴۵۶۷۸۹'[Number(d)]!);
    expect((await get(`/api/admin/audit/?search=${encodeURIComponent(persian)}`)).json().count).toBe(115);
    expect((await get('/api/admin/audit/?search=DELETE')).json().count).toBe(23);
    expect((await get('/api/admin/audit/?search=coupon')).json().count).toBe(77);
    // LIKE's wildcards are matched literally.
    expect((await get('/api/admin/audit/?search=%25')).json().count).toBe(0);
  });

  it('costs the same number of queries for one entry and for two hundred', async () => {
    const counting = await createCountingApp(t);
    try {
      const run = async (size: number) => {
        counting.reset();
        const res = await asAdmin(counting.app, admin, { method: 'GET', url: `/api/admin/audit/?page_size=${size}` });
        expect(res.statusCode).toBe(200);
        return counting.queries();
      };
      expect(await run(1)).toBe(await run(200));
    } finally {
      await counting.app.close();
    }
  });
});

describe('time ranges: Tehran days inclusive, or ISO times', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  /** Whether `at` falls in the range, as the database decides it. */
  const within = async (at: string, range: { from?: string; to?: string }) => {
    const conditions = timeRangeConditions(sql`${at}::timestamptz`, range);
    const where = conditions.length ? sql.join(conditions, sql` and `) : sql`true`;
    return rowsOf<{ ok: boolean }>(await t.app.db.execute(sql`select (${where}) as ok`))[0]!.ok;
  };

  it('a Tehran day runs from 00:00 to 24:00 Tehran time (UTC+03:30), both ends inclusive', async () => {
    const day = { from: '2026-05-01', to: '2026-05-01' };
    expect(await within('2026-04-30T20:29:59Z', day)).toBe(false);
    expect(await within('2026-04-30T20:30:00Z', day)).toBe(true); // 00:00 in Tehran
    expect(await within('2026-05-01T20:29:59Z', day)).toBe(true); // 23:59:59 in Tehran
    expect(await within('2026-05-01T20:30:00Z', day)).toBe(false);
  });

  it('takes ISO times as they are, inclusive; either end may be left open', async () => {
    expect(await within('2026-05-01T10:00:00Z', { from: '2026-05-01T10:00:00Z' })).toBe(true);
    expect(await within('2026-05-01T09:59:59Z', { from: '2026-05-01T10:00:00Z' })).toBe(false);
    expect(await within('2026-05-01T10:00:00Z', { to: '2026-05-01T13:30:00+03:30' })).toBe(true);
    expect(await within('2026-05-01T10:00:01Z', { to: '2026-05-01T10:00:00Z' })).toBe(false);
    expect(await within('1999-01-01T00:00:00Z', {})).toBe(true);
  });
});
