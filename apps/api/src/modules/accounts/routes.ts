import path from 'node:path';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  blacklistBodySchema,
  changePasswordBodySchema,
  detailBody,
  errorBody,
  loginBodySchema,
  refreshAnswerSchema,
  refreshBodySchema,
  signupAnswerSchema,
  signupBodySchema,
  tokenPairSchema,
  userPathParamsSchema,
  userSchema,
} from '@fest/contract';
import { dummyPasswordHash } from '../../lib/passwords';
import { caller } from './caller';
import { accountTexts } from './texts';
import { codeRoutes } from './code-routes';
import { profileUpdateRoute } from './profile-route';
import { loginAccountOf } from './login-addresses';
import { accountLimits, loginAddressHash } from './rate-limits';
import { changePassword, login, loginByCode, ownProfile, signup } from './service';
import { refreshAccess, revokeRefreshToken } from './sessions';

const tags = ['accounts'];
const security = [{ bearer: [] }];

export const accountsRoutes: FastifyPluginAsyncZod<{ codeKey: Buffer }> = async (app, opts) => {
  const deps = { db: app.db, tokens: app.tokens };
  const codes = { db: app.db, codeKey: opts.codeKey };
  const verification = app.settings.PHONE_VERIFICATION === 'on' ? codes : undefined;
  const limits = accountLimits(app);
  const mediaRoot = path.resolve(app.settings.DATA_DIR, 'media');

  // The stand-in hash for unknown phones costs one argon2 run: pay it at start, not in the first login.
  app.addHook('onReady', async () => {
    await dummyPasswordHash();
  });

  app.post(
    '/users/signup/',
    {
      onRequest: limits.signupPerAddress,
      schema: {
        tags,
        summary: 'Create an account; answers with the new tokens',
        description: 'While PHONE_VERIFICATION is on, `code` (the signup code of POST /api/otp/) is required: missing or wrong is 400 on `code`.',
        body: signupBodySchema,
        response: { 201: signupAnswerSchema, 400: errorBody, 429: errorBody },
      },
    },
    async (request, reply) => {
      const answer = await signup(deps, request.body, loginAddressHash(app, request), verification);
      return reply.status(201).send(answer);
    },
  );

  app.post(
    '/token/access/',
    {
      preHandler: limits.loginAttempts,
      schema: {
        tags,
        summary: 'Log in with phone number and password, or with a login code',
        description:
          'Either `password` or `code` (a `login` code of POST /api/otp/). A wrong password or code and an unknown phone ' +
          'all answer 401 INVALID_CREDENTIALS. Rate limits (429 RATE_LIMITED with Retry-After): per phone and address, ' +
          'per address, and for passwords a per-phone budget shared by the addresses the phone never logged in from, ' +
          'whose waits grow from minutes to a day; once it is spent the 429 carries `login_by_code: true`, and login by ' +
          'code stays open. Refused attempts count against no budget.',
        body: loginBodySchema,
        response: { 200: tokenPairSchema, 400: errorBody, 401: errorBody, 429: errorBody },
      },
    },
    async (request) => {
      const addressHash = loginAddressHash(app, request);
      const { phone_number: phone, password, code } = request.body;
      const account = await loginAccountOf(app.db, request, phone, addressHash);
      if (code !== undefined) return loginByCode(deps, codes, account, phone, code, addressHash);
      return login(deps, account, password ?? '', addressHash);
    },
  );

  app.post(
    '/token/refresh/',
    {
      schema: {
        tags,
        summary: 'A new access token for a live refresh token',
        description: 'Presenting a revoked refresh token again revokes every refresh token of its user.',
        body: refreshBodySchema,
        response: { 200: refreshAnswerSchema, 400: errorBody, 401: errorBody },
      },
    },
    async (request) => refreshAccess(app.db, app.tokens, request.body.refresh),
  );

  app.post(
    '/token/blacklist/',
    {
      schema: {
        tags,
        summary: 'Log out: revoke a refresh token',
        body: blacklistBodySchema,
        response: { 200: detailBody, 400: errorBody, 401: errorBody },
      },
    },
    async (request) => {
      await revokeRefreshToken(app.db, app.tokens, request.body.refresh);
      return { detail: accountTexts.loggedOut };
    },
  );

  app.post(
    '/users/change_password/',
    {
      onRequest: app.authenticate,
      preHandler: limits.passwordChangePerUser,
      schema: {
        tags,
        security,
        summary: 'Change the password; every refresh token issued before is revoked',
        body: changePasswordBodySchema,
        response: { 200: detailBody, 400: errorBody, 401: errorBody, 429: errorBody },
      },
    },
    async (request) => {
      await changePassword(app.db, caller(request).id, request.body.old_password, request.body.new_password);
      return { detail: accountTexts.passwordChanged };
    },
  );

  app.get(
    '/users/:phone_number/',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        security,
        summary: 'The caller’s own profile',
        description: 'Any other phone number, registered or not, answers 404 USER_NOT_FOUND.',
        params: userPathParamsSchema,
        response: { 200: userSchema, 400: errorBody, 401: errorBody, 404: errorBody },
      },
    },
    async (request) => ownProfile(app.db, caller(request).id, request.params.phone_number),
  );

  await app.register(codeRoutes, { codes, otpPerAddress: limits.otpPerAddress });
  await app.register(profileUpdateRoute, { mediaRoot, emailChangeLimit: limits.emailChangePerAddress });
};
