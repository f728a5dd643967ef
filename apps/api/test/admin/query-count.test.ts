import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/app';
import { createCountingApp } from '../catalogue/counting-app';
import { createPresenter, createTag, linkPresenter, tagPresentation } from '../catalogue/fixtures';
import { createCoupon, createPresentation } from '../payments/fixtures';
import { asAdmin, createAccount, type Account } from './authz';

/** An admin page costs the same number of queries for one item as for two hundred. */
describe('admin lists cost a constant number of queries', () => {
  let t: TestApp;
  let admin: Account;
  let counting: Awaited<ReturnType<typeof createCountingApp>>;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await createAccount(t.app, 'admin');
    for (let i = 0; i < 6; i++) {
      const p = await createPresentation(t.app.db);
      const presenter = await createPresenter(t.app.db);
      await linkPresenter(t.app.db, p, presenter, 0);
      await tagPresentation(t.app.db, p, await createTag(t.app.db, `t${i}`));
      await createCoupon(t.app.db, { percentage: 10, eligible: [p] });
      await createAccount(t.app, 'user');
    }
    counting = await createCountingApp(t);
  });
  afterAll(async () => {
    await counting.app.close();
    await t.close();
  });

  it.each(['presentations', 'presenters', 'tags', 'faq', 'staff', 'accessories', 'coupons', 'users', 'audit'])('%s', async (area) => {
    const queries = async (size: number) => {
      counting.reset();
      const res = await asAdmin(counting.app, admin, { method: 'GET', url: `/api/admin/${area}/?page_size=${size}` });
      expect(res.statusCode, res.body).toBe(200);
      if (size > 1 && area !== 'faq' && area !== 'staff' && area !== 'accessories' && area !== 'audit') {
        expect(res.json().results.length).toBeGreaterThan(1);
      }
      return counting.queries();
    };
    expect(await queries(1)).toBe(await queries(200));
  });
});
