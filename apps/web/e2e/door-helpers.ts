import { expect, type APIRequestContext, type Browser } from '@playwright/test';
import { newUser, setSessionCookies, signUpThroughApi } from './helpers';

/** What the door journeys share: a paid workshop of the demo festival, and attendees who bought it. */

export interface Session {
  id: number;
  fa_title: string;
  service_type: string;
  cost: number;
  remained_capacity: number;
  start: string;
}

export async function paidWorkshop(request: APIRequestContext): Promise<Session> {
  const list = (await (await request.get('/api/presentations/all/')).json()) as Session[];
  const found = list.find((p) => p.service_type === 'WORKSHOP' && p.cost > 0 && p.remained_capacity > 2 && new Date(p.start) > new Date());
  if (!found) throw new Error('the demo festival has no paid workshop with seats left');
  return found;
}

/** An attendee buys the workshop through the API and the sandbox bank; answers their ticket. */
export async function buyThroughApi(request: APIRequestContext, presentationId: number, name = { first: 'رضا', last: 'کریمی' }) {
  const user = newUser();
  user.first_name = name.first;
  user.last_name = name.last;
  const signup = await signUpThroughApi(request, user);
  expect(signup.status()).toBe(201);
  const auth = { authorization: `Bearer ${((await signup.json()) as { tokens: { access: string } }).tokens.access}` };
  expect((await request.post(`/api/presentations/${presentationId}/add_participation/`, { headers: auth })).status()).toBe(201);
  const { authority } = (await (await request.post('/api/payments/pay_all/', { headers: auth, data: {} })).json()) as { authority: string };
  const bank = await request.post(`/_sandbox/zarinpal/pg/StartPay/${authority}`, { form: { status: 'OK' }, maxRedirects: 0 });
  expect(bank.status()).toBe(303);
  expect((await request.post('/api/payments/verify/', { headers: auth, data: { authority, status: 'OK' } })).status()).toBe(200);
  const cart = (await (await request.get('/api/presentations/cart/', { headers: auth })).json()) as { ticket: string | null }[];
  return cart[0]!.ticket!;
}

/** The demo festival's door account (seeded), signed in through the API. */
export async function doorTokens(request: APIRequestContext): Promise<{ access: string; refresh: string }> {
  const login = await request.post('/api/token/access/', { data: { phone_number: DOOR_PHONE, password: 'Door-Fest-1405' } });
  expect(login.status()).toBe(200);
  return (await login.json()) as { access: string; refresh: string };
}
export const DOOR_PHONE = '09120000002';

/** A phone no journey has used: 0935 and the clock's last seven digits. */
export const freshPhone = () => `0935${String(Date.now()).slice(-7)}`;

/** The door volunteer on a phone, with a session chosen. */
export async function doorOnPhone(browser: Browser, request: APIRequestContext, baseURL: string, presentationId: number, width = 390) {
  const context = await browser.newContext({ viewport: { width, height: width < 600 ? 844 : 900 }, locale: 'fa-IR', timezoneId: 'Asia/Tehran' });
  await setSessionCookies(context, baseURL, { ...(await doorTokens(request)), phone: DOOR_PHONE });
  const page = await context.newPage();
  await page.goto('/door');
  await page.getByLabel('نشست').selectOption(String(presentationId));
  await expect(page.getByTestId('door-count')).toContainText(' از ');
  return { context, page };
}

/** Takes every seat left of a session through the door's own API (free entries to new phones). */
export async function fillSession(request: APIRequestContext, presentationId: number) {
  const headers = { authorization: `Bearer ${(await doorTokens(request)).access}` };
  const { remained_capacity: left } = (await (await request.get(`/api/presentations/${presentationId}`)).json()) as { remained_capacity: number };
  for (let i = 0; i < left; i += 1) {
    const sale = await request.post('/api/checkin/walk_in/', {
      headers,
      data: { presentation: presentationId, phone_number: `0936${String(Date.now() + i).slice(-7)}`, first_name: 'پر', last_name: `کننده ${i}`, amount: 0, method: 'FREE' },
    });
    expect(sale.status(), await sale.text()).toBe(201);
  }
  const after = (await (await request.get(`/api/presentations/${presentationId}`)).json()) as { remained_capacity: number };
  expect(after.remained_capacity).toBe(0);
}
