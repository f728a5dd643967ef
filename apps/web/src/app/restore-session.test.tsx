// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/preact';
import Cookies from 'js-cookie';
import { serveDuringFile } from '@/shared/api/test-server-hooks';
import { renderApp } from './render-app';
import { restoreSession } from './restore-session';

/**
 * The session renewed at start from its refresh token when the access token cookie is gone, with the
 * real HTTP client against a local server that answers the contract's shapes.
 */
const server = serveDuringFile();
afterEach(() => {
  for (const name of ['access_token', 'refresh_token', 'phone_number']) Cookies.remove(name, { path: '/' });
});

const phone = '09120000000';
const cookies = () => ({ access: Cookies.get('access_token'), refresh: Cookies.get('refresh_token'), phone: Cookies.get('phone_number') });

describe('restoring the session at start', () => {
  it('renews it silently and stays on the profile page', async () => {
    Cookies.set('refresh_token', 'good-refresh', { path: '/' });
    Cookies.set('phone_number', phone, { path: '/' });
    server.answer('POST /api/token/refresh/', { body: { access: 'fresh-access' } });
    server.answer(`GET /api/users/${phone}/`, {
      body: { phone_number: phone, first_name: 'سارا', last_name: 'رضایی', email: 's@example.com', avatar: null, is_signed_up_for_competition: false },
    });
    const { store } = renderApp('/profile/edit');
    expect(store.getState().session.restoring).toBe(true);
    await restoreSession(store);
    expect(store.getState().session).toMatchObject({ isAuthenticated: true, restoring: false, phoneNumber: phone });
    expect(cookies().access).toBe('fresh-access');
    await waitFor(() => expect(screen.getByTestId('address').textContent).toBe('/profile/edit'));
    expect(server.requests.find((r) => r.path === '/api/token/refresh/')?.body).toEqual({ refresh: 'good-refresh' });
  });

  it('clears all three cookies when the server refuses to renew it, and sends to /login', async () => {
    Cookies.set('refresh_token', 'dead-refresh', { path: '/' });
    Cookies.set('phone_number', phone, { path: '/' });
    server.answer('POST /api/token/refresh/', { status: 401, body: { detail: 'منقضی', code: 'TOKEN_INVALID' } });
    const { store } = renderApp('/profile/edit');
    await restoreSession(store);
    expect(cookies()).toEqual({ access: undefined, refresh: undefined, phone: undefined });
    await waitFor(() => expect(screen.getByTestId('address').textContent).toBe(`/login?next=${encodeURIComponent('/profile/edit')}`));
  });

  it('clears what is left of a session that cannot be renewed (a phone number alone)', async () => {
    Cookies.set('phone_number', phone, { path: '/' });
    const { store } = renderApp('/');
    await restoreSession(store);
    expect(cookies().phone).toBeUndefined();
    expect(server.count('POST /api/token/refresh/')).toBe(0);
  });
});
