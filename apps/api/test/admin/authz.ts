import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { UserRole } from '@fest/contract';
import { users } from '../../src/db/schema';
import { auth, expectError, uniquePhone } from '../accounts/support';
import { accessTokenFor } from '../helpers/sign-in';

export interface Account {
  id: number;
  phone: string;
  token: string;
}

/** One account of each role, made straight in the database, each with a fresh session. */
export interface RoleAccounts {
  admin: Account;
  door: Account;
  user: Account;
}

/** An account of `role` (no password: it signs in through test/helpers/sign-in). */
export async function createAccount(app: FastifyInstance, role: UserRole, names: { first?: string; last?: string } = {}): Promise<Account> {
  const phone = uniquePhone();
  const [row] = await app.db
    .insert(users)
    .values({
      phoneNumber: phone,
      email: `${phone}@example.ir`,
      firstName: names.first ?? 'آزمون',
      lastName: names.last ?? role,
      passwordHash: 'unused: signs in through the test helper',
      role,
    })
    .returning({ id: users.id });
  return { id: row!.id, phone, token: await accessTokenFor(app, row!) };
}

export async function createRoleAccounts(app: FastifyInstance): Promise<RoleAccounts> {
  return {
    admin: await createAccount(app, 'admin'),
    door: await createAccount(app, 'door'),
    user: await createAccount(app, 'user'),
  };
}

/**
 * The organiser API's authorisation matrix for one request: anonymous 401 NOT_AUTHENTICATED,
 * `user` and `door` 403 FORBIDDEN, `admin` 2xx. The three refused calls come first and must change
 * nothing, so a write can be checked with the very request that then succeeds. Returns the admin's
 * answer. `request` may be a function (a multipart body can't be sent twice).
 */
export async function expectAdminOnly(
  app: FastifyInstance,
  accounts: RoleAccounts,
  request: InjectOptions | (() => InjectOptions | Promise<InjectOptions>),
): Promise<LightMyRequestResponse> {
  const make = async () => (typeof request === 'function' ? request() : { ...request });
  const as = async (token?: string) => {
    const options = await make();
    return app.inject({ ...options, headers: { ...options.headers, ...(token ? auth(token) : {}) } });
  };
  expectError(await as(), 401, 'NOT_AUTHENTICATED');
  expectError(await as(accounts.user.token), 403, 'FORBIDDEN');
  expectError(await as(accounts.door.token), 403, 'FORBIDDEN');
  const answer = await as(accounts.admin.token);
  expect(answer.statusCode, answer.body).toBeGreaterThanOrEqual(200);
  expect(answer.statusCode, answer.body).toBeLessThan(300);
  return answer;
}

/** An admin's request (the role check is shown once per route by expectAdminOnly). */
export const asAdmin = (app: FastifyInstance, admin: Account, request: InjectOptions) =>
  app.inject({ ...request, headers: { ...request.headers, ...auth(admin.token) } });
