import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminCfp, Festival } from '@fest/contract';
import { createTestApp, type TestApp } from '../helpers/app';
import { asAdmin, createAccount } from '../admin/authz';
import { bundledFestivalFile } from '../../src/seed/first-start';
import { loadFestivalFile, validateFestival } from '../../src/seed/loader';
import { smallFestival, tempDir } from '../seed/festival-files';

/** The festival data file's `cfp`: the demo festival ships an open call. */
describe("the festival data file's call for proposals", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { DATA_DIR: tempDir('data') } });
    await loadFestivalFile(t.database.db, bundledFestivalFile, { dataDir: t.settings.DATA_DIR });
  });
  afterAll(() => t.close());

  it("opens the demo's call, closing weeks before the festival's first day", async () => {
    const admin = await createAccount(t.app, 'admin');
    const cfp = (await asAdmin(t.app, admin, { method: 'GET', url: '/api/admin/cfp/' })).json() as AdminCfp;
    const festival = (await t.app.inject({ method: 'GET', url: '/api/festival/' })).json() as Festival;
    expect(cfp.cfp_opens_at).not.toBeNull();
    expect(cfp.cfp_closes_at).not.toBeNull();
    const weeksBefore = (Date.parse(`${festival.starts_on}T00:00:00+03:30`) - Date.parse(cfp.cfp_closes_at!)) / (7 * 24 * 3600_000);
    expect(weeksBefore).toBeGreaterThanOrEqual(2);
    expect(Date.parse(cfp.cfp_opens_at!)).toBeLessThan(Date.parse(cfp.cfp_closes_at!));
    // Only the window comes from the file; the kinds, lengths and review keep their defaults.
    expect(cfp.proposal_types.map((p) => p.service_type)).toEqual(['TALK', 'WORKSHOP']);
    expect(cfp.review_anonymous).toBe(true);
  });

  it('refuses a file whose call closes before it opens, or with fields it does not know', () => {
    const closesFirst = validateFestival({ ...smallFestival(), cfp: { opens_at: '2030-01-10T00:00:00Z', closes_at: '2030-01-01T00:00:00Z' } }, tempDir('cfp'));
    expect(closesFirst.ok).toBe(false);
    expect(!closesFirst.ok && closesFirst.problems.map((p) => p.path)).toContain('cfp.closes_at');
    const unknown = validateFestival({ ...smallFestival(), cfp: { opens_at: '2030-01-01T00:00:00Z', closes_at: '2030-02-01T00:00:00Z', types: [] } }, tempDir('cfp'));
    expect(!unknown.ok && unknown.problems.map((p) => p.path)).toContain('cfp');
  });
});
