import { it } from 'vitest';
import { createTestApp } from './helpers/app';
import { users } from '../src/db/schema';
import { accessTokenFor } from './helpers/sign-in';

it('probe', async () => {
  const t = await createTestApp();
  const [u] = await t.app.db.insert(users).values({ phoneNumber: '09120000001', email: 'a@b.c', firstName: 'a', lastName: 'b', passwordHash: 'x' } as never).returning();
  const tok = await accessTokenFor(t.app, u!);
  const auth = { authorization: `Bearer ${tok}` };
  const cases: Array<[string, Record<string, unknown>]> = [
    ['badurl', { method: 'GET', url: '/api/presentations/%E0%A4%A/' }],
    ['coupon nul', { method: 'GET', url: '/api/coupon/%00/' }],
    ['add big', { method: 'POST', url: '/api/presentations/2147483648/add_participation/', headers: auth }],
    ['add form empty', { method: 'POST', url: '/api/presentations/1/add_participation/', headers: { ...auth, 'content-type': 'application/x-www-form-urlencoded' }, payload: '' }],
    ['add text empty', { method: 'POST', url: '/api/presentations/1/add_participation/', headers: { ...auth, 'content-type': 'text/plain' }, payload: '' }],
    ['mp no boundary', { method: 'PUT', url: '/api/users/09120000001/', headers: { ...auth, 'content-type': 'multipart/form-data' }, payload: 'xx' }],
    ['mp broken', { method: 'PUT', url: '/api/users/09120000001/', headers: { ...auth, 'content-type': 'multipart/form-data; boundary=abc' }, payload: '--abc\r\nContent-Disposition: form-data; name="first_name"\r\n\r\nBob' }],
    ['mp nul', { method: 'PUT', url: '/api/users/09120000001/', headers: { ...auth, 'content-type': 'multipart/form-data; boundary=abc' }, payload: '--abc\r\nContent-Disposition: form-data; name="first_name"\r\n\r\nB\u0000b\r\n--abc--\r\n' }],
    ['proto', { method: 'POST', url: '/api/payments/pay_all/', headers: { ...auth, 'content-type': 'application/json' }, payload: '{"__proto__":{"x":1}}' }],
    ['payall form', { method: 'POST', url: '/api/payments/pay_all/', headers: { ...auth, 'content-type': 'application/x-www-form-urlencoded' }, payload: 'accessories=1&accessories=2&coupon=x' }],
    ['verify nul', { method: 'POST', url: '/api/payments/verify/', headers: auth, payload: { authority: 'A\u0000' } }],
    ['options', { method: 'OPTIONS', url: '/api/presentations/all/', headers: { origin: 'http://x.example', 'access-control-request-method': 'GET' } }],
  ];
  for (const [name, c] of cases) {
    const r = await t.app.inject(c as never);
    console.log(name, r.statusCode, r.body.slice(0, 200), name==='options'? JSON.stringify(r.headers):'');
  }
  await t.close();
});
