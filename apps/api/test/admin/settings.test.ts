import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../src/db/schema';
import { createTestApp, type TestApp } from '../helpers/app';
import { expectNoDrift } from '../helpers/drift';
import { expectError, expectFieldError } from '../accounts/support';
import { competitionCounters, createBuyer, expireHold, paymentByAuthority, setFestival, type Buyer } from '../payments/fixtures';
import { asAdmin, createRoleAccounts, expectAdminOnly, type RoleAccounts } from './authz';

describe('admin settings', () => {
  let t: TestApp;
  let accounts: RoleAccounts;
  beforeAll(async () => {
    t = await createTestApp({ env: { PUBLIC_URL: 'http://fest.test' } });
    accounts = await createRoleAccounts(t.app);
  });
  afterEach(() => expectNoDrift(t.app.db));
  afterAll(() => t.close());

  const admin = (request: Parameters<typeof asAdmin>[2]) => asAdmin(t.app, accounts.admin, request);

  it('answers empty settings before a festival is described, and creates them on the first change', async () => {
    const empty = (await expectAdminOnly(t.app, accounts, { method: 'GET', url: '/api/admin/settings/' })).json();
    expect(empty).toEqual({
      festival_name: '',
      competition_price: 0,
      competition_capacity: 0,
      competition_registration_open: false,
      starts_on: '',
      ends_on: '',
      venue: '',
      address: '',
      en_festival_name: '',
      en_venue: '',
      en_address: '',
      map_url: '',
      contact_email: '',
      contact_phone: '',
      competition_date: '',
      competition_time: '',
      signatory_name: '',
      signatory_title: '',
      signature_image: null,
      seller_name: '',
      seller_national_id: '',
      seller_economic_code: '',
      seller_registration_number: '',
      seller_address: '',
      seller_postal_code: '',
      seller_phone: '',
    });
    const res = await expectAdminOnly(t.app, accounts, {
      method: 'PATCH',
      url: '/api/admin/settings/',
      payload: { festival_name: 'جشنواره لینوکس', venue: 'دانشگاه امیرکبیر', starts_on: '2027-02-10', contact_email: 'Info@Fest.IR', competition_capacity: 30 },
    });
    expect(res.json()).toMatchObject({ festival_name: 'جشنواره لینوکس', venue: 'دانشگاه امیرکبیر', starts_on: '2027-02-10', contact_email: 'info@fest.ir', competition_capacity: 30 });
    const [entry] = await t.app.db.select().from(auditLog).where(eq(auditLog.objectType, 'settings'));
    expect(entry).toMatchObject({ action: 'update', before: expect.objectContaining({ festival_name: '' }), after: expect.objectContaining({ venue: 'دانشگاه امیرکبیر' }) });
  });

  it('changes only the fields sent; refuses bad days, links and e-mails (400 naming the field)', async () => {
    await admin({ method: 'PATCH', url: '/api/admin/settings/', payload: { address: 'تهران، خیابان حافظ' } });
    const after = (await admin({ method: 'GET', url: '/api/admin/settings/' })).json();
    expect(after).toMatchObject({ festival_name: 'جشنواره لینوکس', address: 'تهران، خیابان حافظ' });
    expectFieldError(await admin({ method: 'PATCH', url: '/api/admin/settings/', payload: { ends_on: '10/02/2027' } }), 'ends_on');
    expectFieldError(await admin({ method: 'PATCH', url: '/api/admin/settings/', payload: { starts_on: '2027-02-30' } }), 'starts_on');
    expectFieldError(await admin({ method: 'PATCH', url: '/api/admin/settings/', payload: { map_url: 'javascript:alert(1)' } }), 'map_url');
    expectFieldError(await admin({ method: 'PATCH', url: '/api/admin/settings/', payload: { contact_email: 'nope' } }), 'contact_email');
    expectFieldError(await admin({ method: 'PATCH', url: '/api/admin/settings/', payload: { competition_price: -5 } }), 'competition_price');
    expectFieldError(await admin({ method: 'PATCH', url: '/api/admin/settings/', payload: { competition_time: '24:00' } }), 'competition_time');
    expectFieldError(await admin({ method: 'PATCH', url: '/api/admin/settings/', payload: { competition_time: '9:30' } }), 'competition_time');
    expect((await admin({ method: 'PATCH', url: '/api/admin/settings/', payload: { competition_time: '09:30' } })).json().competition_time).toBe('09:30');
    expect((await t.app.inject({ method: 'GET', url: '/api/festival/' })).json().competition_time).toBe('09:30');
  });

  it("keeps the seller's details for the invoices, their check digits verified and Persian digits read", async () => {
    const seller = {
      seller_name: 'انجمن لینوکس ایران',
      seller_national_id: '۱۰۳۸۰۲۸۴۷۹۰',
      seller_economic_code: '411111111111',
      seller_registration_number: '12345',
      seller_address: 'تهران، خیابان انقلاب',
      seller_postal_code: '1193653471',
      seller_phone: '021-66112233',
    };
    const res = await admin({ method: 'PATCH', url: '/api/admin/settings/', payload: seller });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ ...seller, seller_national_id: '10380284790' });
    expectFieldError(await admin({ method: 'PATCH', url: '/api/admin/settings/', payload: { seller_national_id: '10380284791' } }), 'seller_national_id');
    expectFieldError(await admin({ method: 'PATCH', url: '/api/admin/settings/', payload: { seller_postal_code: '123' } }), 'seller_postal_code');
    expectFieldError(await admin({ method: 'PATCH', url: '/api/admin/settings/', payload: { seller_economic_code: '12' } }), 'seller_economic_code');
    // "" clears a field.
    expect((await admin({ method: 'PATCH', url: '/api/admin/settings/', payload: { seller_economic_code: '' } })).json().seller_economic_code).toBe('');
  });

  it('never lowers the competition capacity below those signed up plus held (409, nothing changed); a hold that ran out is ended first', async () => {
    const signup = async (b: Buyer) => {
      const res = await t.app.inject({ method: 'POST', url: '/api/users/competition_signup/', headers: b.headers });
      expect(res.statusCode, res.body).toBe(200);
      return res.json() as { authority?: string };
    };
    await setFestival(t.app.db, { price: 0, capacity: 10, open: true });
    for (let i = 0; i < 2; i++) await signup(await createBuyer(t)); // free: signed up at once
    await setFestival(t.app.db, { price: 20_000, capacity: 10, open: true });
    await signup(await createBuyer(t)); // a live hold
    const ranOut = await paymentByAuthority(t.app.db, (await signup(await createBuyer(t))).authority!);
    await expireHold(t.app.db, ranOut.id);
    expect(await competitionCounters(t.app.db)).toEqual({ sold: 2, held: 2 });

    const refused = expectError(await admin({ method: 'PATCH', url: '/api/admin/settings/', payload: { competition_capacity: 2 } }), 409, 'CONFLICT');
    expect(refused.detail).toContain((3).toLocaleString('fa-IR'));
    expect((await admin({ method: 'GET', url: '/api/admin/settings/' })).json().competition_capacity).toBe(10);
    // The hold that ran out was ended (its money, if any arrives, is still settled) and its seat given back.
    expect((await paymentByAuthority(t.app.db, ranOut.authority!)).paymentState).toBe('EXPIRED');
    expect(await competitionCounters(t.app.db)).toEqual({ sold: 2, held: 1 });

    expect((await admin({ method: 'PATCH', url: '/api/admin/settings/', payload: { competition_capacity: 3 } })).json().competition_capacity).toBe(3);
    // Full now: the next signup is refused by the counters.
    const next = await t.app.inject({ method: 'POST', url: '/api/users/competition_signup/', headers: (await createBuyer(t)).headers });
    expect(next.json()).toMatchObject({ code: 'CAPACITY_FULL' });
  });
});
