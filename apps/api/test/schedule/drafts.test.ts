import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type { AdminPresentation, Paged, Presentation, Presenter } from '@fest/contract';
import { createTestApp, type TestApp } from '../helpers/app';
import { auth, expectError, image, multipart } from '../accounts/support';
import { asAdmin, createRoleAccounts, expectAdminOnly, type RoleAccounts } from '../admin/authz';
import { auditLog, presentationPresenters, presentations, presenters } from '../../src/db/schema';
import { speaker } from '../proposals/fixtures';
import { at, confirmedDraft, moved, newRoom } from './support';

/**
 * Contract, "Proposals, review and the presenters' own pages": a confirmed proposal becomes a draft
 * session with its presenters, which no public answer shows until the organisers publish it.
 */
describe('drafts of the programme', () => {
  let t: TestApp;
  let accounts: RoleAccounts;
  beforeAll(async () => {
    t = await createTestApp();
    accounts = await createRoleAccounts(t.app);
  });
  afterAll(() => t.close());

  const db = () => t.database.db;
  const get = (url: string, token?: string) => t.app.inject({ method: 'GET', url, headers: token ? auth(token) : {} });
  const adminList = async () => {
    const res = await asAdmin(t.app, accounts.admin, { method: 'GET', url: '/api/admin/presentations/?page_size=100' });
    expect(res.statusCode, res.body).toBe(200);
    return (res.json() as Paged<AdminPresentation>).results;
  };

  it("becomes a draft when confirmed: the proposal's kind, titles, abstracts and length, closed to sale, unplaced, its speakers its presenters", async () => {
    const main = await speaker(t, { first: 'مریم', last: 'کاویانی' });
    const co = await speaker(t, { first: 'بابک', last: 'نوری' });
    const profile = await t.app.inject({
      method: 'PUT',
      url: '/api/speaker_profile/',
      headers: auth(main.token),
      payload: { bio_fa: 'نگهدارندهٔ یک توزیع', bio_en: 'Maintains a distribution', linkedin: 'https://linkedin.com/in/maryam' },
    });
    expect(profile.statusCode, profile.body).toBe(200);
    const { proposal, draft } = await confirmedDraft(t, accounts.admin, {
      main,
      co: [co],
      body: { service_type: 'WORKSHOP', duration_minutes: 150, fa_abstract: 'کار با systemd', en_abstract: 'Working with systemd' },
    });

    const [row] = await db().select().from(presentations).where(eq(presentations.id, draft));
    expect(row).toMatchObject({
      isPublished: false,
      proposalId: proposal.id,
      serviceType: 'WORKSHOP',
      faTitle: proposal.fa_title,
      enTitle: proposal.en_title,
      faDescription: 'کار با systemd',
      enDescription: 'Working with systemd',
      room: '',
      capacity: 25,
      cost: 0,
      isRegistrationActive: false,
    });
    expect(row!.end.getTime() - row!.start.getTime()).toBe(150 * 60_000);
    // Unplaced: 09:00 on Tehran's clock (05:30 UTC) of the stand-in day.
    expect(row!.start.toISOString().slice(11, 16)).toBe('05:30');

    const people = await db()
      .select({ userId: presenters.userId, first: presenters.firstName, last: presenters.lastName, description: presenters.description, en: presenters.enDescription, linkedin: presenters.linkedin })
      .from(presentationPresenters)
      .innerJoin(presenters, eq(presenters.id, presentationPresenters.presenterId))
      .where(eq(presentationPresenters.presentationId, draft))
      .orderBy(presentationPresenters.position);
    expect(people).toEqual([
      { userId: main.id, first: 'مریم', last: 'کاویانی', description: 'نگهدارندهٔ یک توزیع', en: 'Maintains a distribution', linkedin: 'https://linkedin.com/in/maryam' },
      { userId: co.id, first: 'بابک', last: 'نوری', description: '', en: '', linkedin: null },
    ]);

    // The organisers' list shows it, with what it is.
    const listed = (await adminList()).find((p) => p.id === draft);
    expect(listed).toMatchObject({ is_published: false, proposal: proposal.id, room: '' });
    expect((await adminList()).filter((p) => p.is_published).every((p) => p.proposal === null)).toBe(true);

    // A second confirmed proposal of the same speaker reuses their presenter.
    const second = await confirmedDraft(t, accounts.admin, { main });
    const again = await db().select().from(presenters).where(eq(presenters.userId, main.id));
    expect(again).toHaveLength(1);
    const [link] = await db().select().from(presentationPresenters).where(eq(presentationPresenters.presentationId, second.draft));
    expect(link!.presenterId).toBe(again[0]!.id);
  });

  it("follows the speaker's later profile changes (bios, link, photo) where the organisers left the presenter as the profile had it", async () => {
    const main = await speaker(t);
    const put = (payload: Record<string, unknown>) => t.app.inject({ method: 'PUT', url: '/api/speaker_profile/', headers: auth(main.token), payload });
    expect((await put({ bio_fa: 'زندگی‌نامه‌ی نخست', bio_en: 'First bio', linkedin: 'https://www.linkedin.com/in/first' })).statusCode).toBe(200);
    await confirmedDraft(t, accounts.admin, { main });
    const presenter = async () => (await db().select().from(presenters).where(eq(presenters.userId, main.id)))[0]!;
    const made = await presenter();
    expect(made).toMatchObject({ description: 'زندگی‌نامه‌ی نخست', enDescription: 'First bio', linkedin: 'https://www.linkedin.com/in/first' });

    // The organisers rewrite the English bio in the console: that one is theirs from now on.
    const edited = await asAdmin(t.app, accounts.admin, { method: 'PATCH', url: `/api/admin/presenters/${made.id}/`, payload: { en_description: 'Edited by the organisers' } });
    expect(edited.statusCode, edited.body).toBe(200);

    expect((await put({ bio_fa: 'زندگی‌نامه‌ی تازه', bio_en: 'Second bio', linkedin: '' })).statusCode).toBe(200);
    expect(await presenter()).toMatchObject({ description: 'زندگی‌نامه‌ی تازه', enDescription: 'Edited by the organisers', linkedin: null });

    // A new photo replaces the old one's file: the presenter shows the new one, not a removed file.
    const putPhoto = async (type: 'png' | 'jpeg') => {
      const form = await multipart({ photo: { data: await image(type), filename: `me.${type}`, type: `image/${type}` } });
      const res = await t.app.inject({ method: 'PUT', url: '/api/speaker_profile/', headers: { ...auth(main.token), ...form.headers }, payload: form.payload });
      expect(res.statusCode, res.body).toBe(200);
      return (res.json() as { photo: string }).photo;
    };
    const first = await putPhoto('png');
    expect((await presenter()).avatar).toBe(first);
    const second = await putPhoto('jpeg');
    expect((await presenter()).avatar).toBe(second);
    expect((await get(second)).statusCode).toBe(200);
    expect((await get(first)).statusCode).toBe(404);
  });

  it('is hidden from every public answer, and a draft cannot be starred, bought or waited for: 404 as if it did not exist', async () => {
    const { proposal, draft, main } = await confirmedDraft(t, accounts.admin);
    await moved(t, accounts.admin, draft, { room: newRoom(), start: at(3, 6), end: at(3, 7) });
    const [presenter] = await db().select().from(presenters).where(eq(presenters.userId, main.id));
    const visitor = accounts.user;

    const hidden = async () => {
      await t.caughtUp();
      const list = (await get('/api/presentations/all/')).json() as Presentation[];
      expect(list.map((p) => p.id)).not.toContain(draft);
      expectError(await get(`/api/presentations/${draft}`), 404, 'NOT_FOUND');
      expectError(await get(`/api/presentations/${draft}`, visitor.token), 404, 'NOT_FOUND');
      const people = (await get('/api/presenter/')).json() as Presenter[];
      expect(people.map((p) => p.id)).not.toContain(presenter!.id);
      for (const file of ['/api/schedule.json', '/api/schedule.xml', '/api/schedule.ics']) {
        const res = await get(file);
        expect(res.statusCode, file).toBe(200);
        expect(res.body, file).not.toContain(proposal.fa_title);
      }
      expect((await get(`/og/presentation/${draft}.png`)).statusCode).toBe(404);
      expect((await get(`/og/presenter/${presenter!.id}.png`)).statusCode).toBe(404);
      const page = await get(`/workshop/${draft}`);
      expect(page.body).not.toContain(proposal.fa_title);
      expectError(await t.app.inject({ method: 'POST', url: `/api/presentations/${draft}/add_participation/`, headers: auth(visitor.token) }), 404, 'NOT_FOUND');
      expectError(await t.app.inject({ method: 'PUT', url: `/api/agenda/${draft}/`, headers: auth(visitor.token) }), 404, 'NOT_FOUND');
      expectError(await t.app.inject({ method: 'POST', url: `/api/presentations/${draft}/waitlist/`, headers: auth(visitor.token) }), 404, 'NOT_FOUND');
    };
    // Asked once before (so that kept answers exist), and again after the draft was made and placed.
    await hidden();

    // Published, it is everywhere (the kept answers were dropped), and it can be bought once it is on sale.
    const published = await expectAdminOnly(t.app, accounts, { method: 'POST', url: '/api/admin/schedule/publish/' });
    expect(published.statusCode, published.body).toBe(200);
    expect(published.json().published).toBeGreaterThanOrEqual(1);
    await t.caughtUp();
    expect(((await get('/api/presentations/all/')).json() as Presentation[]).map((p) => p.id)).toContain(draft);
    expect((await get(`/api/presentations/${draft}`)).json()).toMatchObject({ id: draft, fa_title: proposal.fa_title, presenters: [expect.objectContaining({ id: presenter!.id })] });
    expect(((await get('/api/presenter/')).json() as Presenter[]).find((p) => p.id === presenter!.id)?.presentations.map((p) => p.id)).toContain(draft);
    expect((await get('/api/schedule.json')).body).toContain(proposal.fa_title);
    expect((await get(`/og/presentation/${draft}.png`)).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'PUT', url: `/api/agenda/${draft}/`, headers: auth(visitor.token) })).statusCode).toBe(204);
    await asAdmin(t.app, accounts.admin, { method: 'PATCH', url: `/api/admin/presentations/${draft}/`, payload: { is_registration_active: true } });
    const added = await t.app.inject({ method: 'POST', url: `/api/presentations/${draft}/add_participation/`, headers: auth(visitor.token) });
    expect(added.statusCode, added.body).toBe(201);
  });

  it("publishes the current edition's placed drafts at once, audited; an unplaced one stays a draft", async () => {
    const placed = await confirmedDraft(t, accounts.admin);
    const unplaced = await confirmedDraft(t, accounts.admin);
    await moved(t, accounts.admin, placed.draft, { room: newRoom(), start: at(4, 6), end: at(4, 7) });
    const res = await asAdmin(t.app, accounts.admin, { method: 'POST', url: '/api/admin/schedule/publish/' });
    expect(res.statusCode, res.body).toBe(200);
    const drafts = await db().select({ id: presentations.id }).from(presentations).where(eq(presentations.isPublished, false));
    expect(res.json()).toEqual({ published: 1, unplaced: drafts.length });
    expect(drafts.map((d) => d.id)).toContain(unplaced.draft);
    const [row] = await db().select({ isPublished: presentations.isPublished }).from(presentations).where(eq(presentations.id, placed.draft));
    expect(row!.isPublished).toBe(true);
    const [audit] = await db().select().from(auditLog).where(and(eq(auditLog.action, 'publish'), eq(auditLog.objectType, 'schedule'))).orderBy(auditLog.id);
    expect(audit).toBeDefined();
    // Nothing left to publish: none, and the unplaced still counted.
    expect((await asAdmin(t.app, accounts.admin, { method: 'POST', url: '/api/admin/schedule/publish/' })).json()).toEqual({ published: 0, unplaced: drafts.length });
  });
});
