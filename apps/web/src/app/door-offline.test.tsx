// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen, waitFor } from '@testing-library/preact';
import type { UserRole } from '@fest/contract';
import { serveDuringFile } from '@/shared/api/test-server-hooks';
import { renderApp, signedIn } from './render-app';

/**
 * The door's route when the profile can't be had (contract "Tickets and the door": a door page opened
 * offline still opens for the volunteer who used it online). Offline here is the browser saying so
 * and no usable answer for the profile; a refusal from the server is not "offline".
 */
const server = serveDuringFile();
const realOnLine = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(navigator), 'onLine');
afterEach(() => {
  localStorage.clear();
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => realOnLine?.get?.call(navigator) ?? true });
});

const phone = '09120000002';
const profile = (role: UserRole) => ({
  phone_number: phone,
  first_name: 'دربان',
  last_name: 'جشنواره',
  email: 'door@example.com',
  avatar: null,
  accessories: [],
  is_signed_up_for_competition: false,
  role,
});
function goOffline() {
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => false });
  // What a browser without network gets from the worker for an answer it never kept: none (here: the gateway's 503).
  server.answer(`GET /api/users/${phone}/`, { status: 503, body: { detail: 'در دسترس نیست', code: 'INTERNAL' } });
  server.answer('GET /api/presentations/cart/', { status: 503, body: { detail: 'در دسترس نیست', code: 'INTERNAL' } });
  server.answer('GET /api/presentations/all/', { status: 503, body: { detail: 'در دسترس نیست', code: 'INTERNAL' } });
}
// The door's page is a lazy chunk: its first import in a test run takes a while.
const doorHeading = () => screen.findByRole('heading', { name: 'ورود شرکت‌کنندگان', level: 1 }, { timeout: 10_000 });
const forbidden = () => screen.findByRole('heading', { name: 'دسترسی ندارید' }, { timeout: 10_000 });

describe('the door offline', () => {
  it('remembers the volunteer who opened it online, and opens for them offline', async () => {
    server.answer(`GET /api/users/${phone}/`, { body: profile('door') });
    server.answer('GET /api/presentations/cart/', { body: [] });
    server.answer('GET /api/presentations/all/', { body: [] });
    renderApp('/door', signedIn(phone));
    await doorHeading();
    await waitFor(() => expect(JSON.parse(localStorage.getItem('fest.door.volunteer') ?? 'null')).toEqual({ phoneNumber: phone, role: 'door' }));
    cleanup();

    goOffline();
    renderApp('/door', signedIn(phone));
    expect(await doorHeading()).toBeTruthy();
    // The page stays: the profile is not asked again and again while offline (each ask would unmount it).
    const asked = () => server.requests.filter((r) => r.path === `/api/users/${phone}/`).length;
    const before = asked();
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(asked() - before).toBeLessThanOrEqual(1);
    expect(screen.getByRole('heading', { name: 'ورود شرکت‌کنندگان', level: 1 })).toBeTruthy();
  }, 20_000);

  it('stays forbidden offline for anyone else signed in on this browser', async () => {
    localStorage.setItem('fest.door.volunteer', JSON.stringify({ phoneNumber: '09129999999', role: 'door' }));
    goOffline();
    renderApp('/door', signedIn(phone));
    expect(await forbidden()).toBeTruthy();
  });

  it('stays forbidden when the server answers and refuses, whatever was remembered', async () => {
    localStorage.setItem('fest.door.volunteer', JSON.stringify({ phoneNumber: phone, role: 'door' }));
    server.answer(`GET /api/users/${phone}/`, { status: 404, body: { detail: 'کاربر یافت نشد.', code: 'USER_NOT_FOUND' } });
    server.answer('GET /api/presentations/cart/', { body: [] });
    renderApp('/door', signedIn(phone));
    expect(await forbidden()).toBeTruthy();
  });

  it('forgets the volunteer at logout (with the rest of what the door kept)', async () => {
    server.answer(`GET /api/users/${phone}/`, { body: profile('door') });
    server.answer('GET /api/presentations/cart/', { body: [] });
    server.answer('GET /api/presentations/all/', { body: [] });
    const { store } = renderApp('/door', signedIn(phone));
    await doorHeading();
    await waitFor(() => expect(localStorage.getItem('fest.door.volunteer')).not.toBeNull());
    const { loggedOut } = await import('@/shared/session-events');
    store.dispatch(loggedOut());
    expect(localStorage.getItem('fest.door.volunteer')).toBeNull();
  });
});
