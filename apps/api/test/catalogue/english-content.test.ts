import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Accessory, Faq, Festival, Presentation, Presenter, Staff, User } from '@fest/contract';
import { userAccessories } from '../../src/db/schema';
import { loadFestivalFile, readFestivalFile } from '../../src/seed/loader';
import { createTestApp, type TestApp } from '../helpers/app';
import { expectFieldError } from '../accounts/support';
import { asAdmin, createRoleAccounts, type RoleAccounts } from '../admin/authz';
import { createBuyer } from '../payments/fixtures';
import { smallFestival, smallFestivalImages, tempDir, writeFestivalFile } from '../seed/festival-files';

/**
 * The festival's content in two languages (contract "Content in two languages"): every Persian field
 * a visitor reads has an English twin, "" when unset, written by the console and the data file,
 * checked like its Persian twin and, where it is HTML, sanitised like it.
 */
describe('English content through the organiser API and the public answers', () => {
  let t: TestApp;
  let accounts: RoleAccounts;
  beforeAll(async () => {
    t = await createTestApp();
    accounts = await createRoleAccounts(t.app);
  });
  afterAll(() => t.close());

  const admin = (request: Parameters<typeof asAdmin>[2]) => asAdmin(t.app, accounts.admin, request);
  const create = async (path: string, payload: object) => {
    const res = await admin({ method: 'POST', url: `/api/admin/${path}/`, payload });
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as Record<string, unknown> & { id: number };
  };
  const change = async (path: string, id: number, payload: object) => {
    const res = await admin({ method: 'PATCH', url: `/api/admin/${path}/${id}/`, payload });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as Record<string, unknown>;
  };
  const pub = async <T>(url: string) => {
    const res = await t.app.inject({ method: 'GET', url });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as T;
  };
  const presentation = (extra: object = {}) => ({
    service_type: 'TALK',
    fa_title: 'ارائه',
    start: '2031-02-15T06:00:00Z',
    end: '2031-02-15T07:00:00Z',
    capacity: 10,
    cost: 0,
    ...extra,
  });

  it('answers "" for every English field never written, in the console and in public', async () => {
    const tag = await create('tags', { name: 'امنیت', color: '#aa0000' });
    const presenter = await create('presenters', { first_name: 'نیما', last_name: 'کاظمی' });
    const talk = await create('presentations', presentation({ room: 'سالن ۱', presenters: [presenter.id], tags: [tag.id] }));
    const faq = await create('faq', { question: 'کجا؟', answer: '<p>تهران</p>' });
    const member = await create('staff', { name: 'سارا', role: 'HEAD', team: 'MEDIA' });
    const accessory = await create('accessories', { name: 'ماگ', price: 1000 });
    expect(tag).toMatchObject({ en_name: '' });
    expect(presenter).toMatchObject({ en_first_name: '', en_last_name: '', en_description: '' });
    expect(talk).toMatchObject({ en_room: '' });
    expect(faq).toMatchObject({ en_question: '', en_answer: '' });
    expect(member).toMatchObject({ en_name: '', en_quote: '' });
    expect(accessory).toMatchObject({ en_name: '', en_description: '' });
    expect((await admin({ method: 'GET', url: '/api/admin/settings/' })).json()).toMatchObject({ en_festival_name: '', en_venue: '', en_address: '' });

    const shown = await pub<Presentation>(`/api/presentations/${talk.id}/`);
    expect(shown).toMatchObject({ en_room: '', tags: [{ en_name: '' }], presenters: [{ en_first_name: '', en_last_name: '', en_description: '' }] });
    expect((await pub<Faq[]>('/api/faq/')).find((f) => f.id === faq.id)).toMatchObject({ en_question: '', en_answer: '' });
    expect((await pub<Staff[]>('/api/staff/')).find((s) => s.id === member.id)).toMatchObject({ en_name: '', en_quote: '' });
    expect((await pub<Accessory[]>('/api/accessory/')).find((a) => a.id === accessory.id)).toMatchObject({ en_name: '', en_description: '' });
    expect(await pub<Festival>('/api/festival/')).toMatchObject({ en_festival_name: '', en_venue: '', en_address: '' });
  });

  it('stores what the console writes in English and answers it in public, the answers kept afresh', async () => {
    const tag = await create('tags', { name: 'شبکه', en_name: 'Networking', color: '#00aa00' });
    const presenter = await create('presenters', {
      first_name: 'سارا',
      last_name: 'محمدی',
      en_first_name: 'Sara',
      en_last_name: 'Mohammadi',
      en_description: 'Runs the mirrors.',
    });
    const talk = await create('presentations', presentation({ room: 'سالن ۲', en_room: 'Hall 2', presenters: [presenter.id], tags: [tag.id] }));
    // The kept answer is read once before the change, so a stale copy would show.
    const before = await t.app.inject({ method: 'GET', url: `/api/presentations/${talk.id}/` });
    expect(before.json()).toMatchObject({
      en_room: 'Hall 2',
      tags: [{ name: 'شبکه', en_name: 'Networking' }],
      presenters: [{ en_first_name: 'Sara', en_last_name: 'Mohammadi', en_description: 'Runs the mirrors.' }],
    });
    expect(await change('presentations', talk.id, { en_room: 'Hall Two' })).toMatchObject({ en_room: 'Hall Two', room: 'سالن ۲' });
    await t.caughtUp();
    const after = await t.app.inject({ method: 'GET', url: `/api/presentations/${talk.id}/`, headers: { 'if-none-match': before.headers.etag as string } });
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(before.headers.etag);
    expect(after.json()).toMatchObject({ en_room: 'Hall Two' });

    const list = await pub<Presenter[]>('/api/presenter/');
    expect(list.find((p) => p.id === presenter.id)).toMatchObject({ first_name: 'سارا', en_first_name: 'Sara', en_last_name: 'Mohammadi' });
    expect(await change('presenters', presenter.id, { en_last_name: 'Mohammadi-Rad' })).toMatchObject({ en_first_name: 'Sara', en_last_name: 'Mohammadi-Rad' });
    expect(await change('tags', tag.id, { en_name: 'Networks' })).toMatchObject({ name: 'شبکه', en_name: 'Networks' });

    const faq = await create('faq', { question: 'کی؟', answer: '<p>بهمن</p>', en_question: 'When?', en_answer: '<p>In February</p>' });
    expect(await change('faq', faq.id, { en_question: 'When is it?' })).toMatchObject({ question: 'کی؟', en_question: 'When is it?', en_answer: '<p>In February</p>' });
    expect((await pub<Faq[]>('/api/faq/')).find((f) => f.id === faq.id)).toMatchObject({ en_question: 'When is it?', en_answer: '<p>In February</p>' });

    const member = await create('staff', { name: 'علی', en_name: 'Ali', quote: 'سلام', en_quote: 'Hello', role: 'STAFF', team: 'TECHNICAL' });
    expect(await change('staff', member.id, { en_quote: 'Hi there' })).toMatchObject({ en_name: 'Ali', en_quote: 'Hi there' });
    expect((await pub<Staff[]>('/api/staff/')).find((s) => s.id === member.id)).toMatchObject({ name: 'علی', en_name: 'Ali', en_quote: 'Hi there' });

    const accessory = await create('accessories', { name: 'تی‌شرت', en_name: 'T-shirt', en_description: 'Cotton, black', price: 2000 });
    expect(await change('accessories', accessory.id, { en_name: 'Festival T-shirt' })).toMatchObject({ name: 'تی‌شرت', en_name: 'Festival T-shirt' });
    expect((await pub<Accessory[]>('/api/accessory/')).find((a) => a.id === accessory.id)).toMatchObject({ en_name: 'Festival T-shirt', en_description: 'Cotton, black' });
    // What a buyer bought shows in English too (their profile).
    const buyer = await createBuyer(t);
    await t.app.db.insert(userAccessories).values({ userId: buyer.id, accessoryId: accessory.id });
    const profile = (await t.app.inject({ method: 'GET', url: `/api/users/${buyer.phone}/`, headers: buyer.headers })).json() as User;
    expect(profile.accessories).toEqual([expect.objectContaining({ name: 'تی‌شرت', en_name: 'Festival T-shirt', en_description: 'Cotton, black' })]);

    const settings = { en_festival_name: 'Linux Festival', en_venue: 'Main hall', en_address: 'Tehran,\nAzadi Street' };
    expect((await admin({ method: 'PATCH', url: '/api/admin/settings/', payload: settings })).json()).toMatchObject(settings);
    await t.caughtUp();
    expect(await pub<Festival>('/api/festival/')).toMatchObject(settings);
  });

  it('sanitises English HTML as it sanitises the Persian: the FAQ answer and a presenter description', async () => {
    const faq = await create('faq', { question: 'چرا؟', answer: '<p>چون</p>', en_answer: '<p onclick="x()">Because<script>steal()</script> <a href="javascript:x">bad</a></p>' });
    expect(faq.en_answer).toBe('<p>Because <a rel="noopener noreferrer" target="_blank">bad</a></p>');
    const changed = await change('faq', faq.id, { en_answer: '<b>ok</b><img src=x onerror=alert(1)>' });
    expect(changed.en_answer).toBe('<b>ok</b>');
    const presenter = await create('presenters', { first_name: 'الف', last_name: 'ب', en_description: 'R&D <b>Linux</b><img src=x onerror=alert(1)>' });
    expect(presenter.en_description).toBe('R&amp;D <b>Linux</b>');
    // Plain text is kept as typed, as the Persian is.
    expect((await change('presenters', presenter.id, { en_description: ' R&D lead ' })).en_description).toBe('R&D lead');
  });

  it('checks the English fields as it checks their Persian twins: lengths and control characters', async () => {
    const refused: [string, object, string][] = [
      ['tags', { name: 'x', color: '#000000', en_name: 'n'.repeat(51) }, 'en_name'],
      ['presenters', { first_name: 'x', last_name: 'y', en_first_name: 'f'.repeat(151) }, 'en_first_name'],
      ['presenters', { first_name: 'x', last_name: 'y', en_last_name: 'a\u0000b' }, 'en_last_name'],
      ['presentations', presentation({ en_room: 'r'.repeat(101) }), 'en_room'],
      ['faq', { question: 'x', answer: 'y', en_question: 'q'.repeat(501) }, 'en_question'],
      ['faq', { question: 'x', answer: 'y', en_answer: 'a'.repeat(20_001) }, 'en_answer'],
      ['staff', { name: 'x', role: 'STAFF', team: 'MEDIA', en_quote: 'q'.repeat(1001) }, 'en_quote'],
      ['accessories', { name: 'x', price: 1, en_name: 'line\nbreak' }, 'en_name'],
      ['accessories', { name: 'x', price: 1, en_description: 'd'.repeat(5001) }, 'en_description'],
    ];
    for (const [path, payload, field] of refused) {
      expectFieldError(await admin({ method: 'POST', url: `/api/admin/${path}/`, payload }), field);
    }
    expectFieldError(await admin({ method: 'PATCH', url: '/api/admin/settings/', payload: { en_venue: 'v'.repeat(201) } }), 'en_venue');
    expectFieldError(await admin({ method: 'PATCH', url: '/api/admin/settings/', payload: { en_address: 'a'.repeat(501) } }), 'en_address');
    // An English field may be emptied again (the Persian then shows), and is trimmed like the Persian.
    const tag = await create('tags', { name: 'پ', en_name: '  Kernel  ', color: '#123456' });
    expect(tag.en_name).toBe('Kernel');
    expect((await change('tags', tag.id, { en_name: '' })).en_name).toBe('');
  });
});

describe('English content from the festival data file', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { DATA_DIR: tempDir('data') } });
    const file = smallFestival();
    Object.assign(file.settings, { en_festival_name: 'Test Festival', en_venue: 'Conference hall', en_address: 'Tehran, Test Street' });
    Object.assign(file.presenters[0]!, { en_first_name: 'Sara', en_last_name: 'Mohammadi', en_description: 'R&D <script>x()</script><strong>sysadmin</strong>' });
    Object.assign(file.tags[0]!, { en_name: 'Linux' });
    Object.assign(file.presentations[0]!, { en_room: 'Hall 1' });
    Object.assign(file.accessories[0]!, { en_name: 'Mug', en_description: ' A ceramic mug ' });
    Object.assign(file.faq[0]!, { en_question: 'Where?', en_answer: '<p>Tehran <a href="https://map.example.com" onmouseover="x()">map</a></p><script>x()</script>' });
    Object.assign(file.staff[0]!, { en_name: 'Mohsen Mousavi', en_quote: 'Hello' });
    await loadFestivalFile(t.database.db, writeFestivalFile(file, smallFestivalImages), { dataDir: t.settings.DATA_DIR });
  });
  afterAll(() => t.close());

  const get = async <T>(url: string) => (await t.app.inject({ method: 'GET', url })).json() as T;

  it('writes every English field it carries, HTML sanitised, "" where it carries none', async () => {
    expect(await get<Festival>('/api/festival/')).toMatchObject({ en_festival_name: 'Test Festival', en_venue: 'Conference hall', en_address: 'Tehran, Test Street' });
    const [ws] = await get<Presentation[]>('/api/presentations/all/');
    expect(ws).toMatchObject({ en_room: 'Hall 1', tags: [{ name: 'لینوکس', en_name: 'Linux' }] });
    // The file's presenters in its order: p2 (no English) then p1.
    expect(ws!.presenters.map((p) => [p.en_first_name, p.en_last_name, p.en_description])).toEqual([
      ['', '', ''],
      ['Sara', 'Mohammadi', 'R&amp;D <strong>sysadmin</strong>'],
    ]);
    expect(await get<Accessory[]>('/api/accessory/')).toEqual([expect.objectContaining({ en_name: 'Mug', en_description: 'A ceramic mug' })]);
    const faq = await get<Faq[]>('/api/faq/');
    expect(faq.map((f) => [f.en_question, f.en_answer])).toEqual([
      ['Where?', '<p>Tehran <a href="https://map.example.com" rel="noopener noreferrer" target="_blank">map</a></p>'],
      ['', ''],
    ]);
    expect(await get<Staff[]>('/api/staff/')).toEqual([expect.objectContaining({ en_name: 'Mohsen Mousavi', en_quote: 'Hello' })]);
  });

  it('gives a presenter known from another edition the English they lacked, and keeps what they had', async () => {
    const next = smallFestival();
    next.presentations = [];
    next.coupons = [];
    next.users = [];
    Object.assign(next, { edition: { slug: 'next', name: 'بعدی' } });
    Object.assign(next.presenters[0]!, { en_first_name: 'Another', en_last_name: 'Name' });
    Object.assign(next.presenters[1]!, { en_first_name: 'Ali', en_last_name: 'Rezaei', en_description: 'Lead of R&D' });
    await loadFestivalFile(t.database.db, writeFestivalFile(next, smallFestivalImages), { dataDir: t.settings.DATA_DIR });
    await t.caughtUp();
    const people = await get<Presenter[]>('/api/presenter/');
    expect(people.map((p) => [p.first_name, p.en_first_name, p.en_last_name, p.en_description])).toEqual([
      ['سارا', 'Sara', 'Mohammadi', 'R&amp;D <strong>sysadmin</strong>'],
      ['علی', 'Ali', 'Rezaei', 'Lead of R&D'],
    ]);
  });

  it('refuses an English field that is not text, naming it', () => {
    const file = smallFestival();
    Object.assign(file.faq[0]!, { en_question: 42 });
    Object.assign(file.tags[0]!, { en_nmae: 'typo' });
    expect(() => readFestivalFile(writeFestivalFile(file, smallFestivalImages))).toThrow(/faq\[0\]\.en_question[\s\S]*tags\[0\]|tags\[0\][\s\S]*faq\[0\]\.en_question/);
  });
});
