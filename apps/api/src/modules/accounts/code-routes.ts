import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { detailBody, errorBody, otpAnswerSchema, otpRequestBodySchema, resetPasswordBodySchema } from '@fest/contract';
import { isPublicDemo, viewerFor } from '../../sandbox/sms/viewer';
import { requestCode, type CodeDeps } from './codes';
import { resetPassword } from './password-reset';
import type { Limit } from './rate-limits';
import { accountTexts } from './texts';

const tags = ['accounts'];

/** POST /api/otp/ and POST /api/users/reset_password/ (no token). */
export const codeRoutes: FastifyPluginAsyncZod<{ codes: CodeDeps; otpPerAddress: Limit }> = async (app, opts) => {
  app.post(
    '/otp/',
    {
      preHandler: opts.otpPerAddress,
      schema: {
        tags,
        summary: 'Send a 6-digit code by SMS (signup, password reset or login)',
        description:
          'Answers the same 200 whether or not the phone is registered; a reset or login code for an unknown phone and a ' +
          'signup code for a taken one are not sent. 429 RATE_LIMITED with Retry-After: one code a minute and five ' +
          'an hour per phone and purpose, OTP_RATE_LIMIT an hour per client address. A refused resend leaves the earlier code valid.',
        body: otpRequestBodySchema,
        response: { 200: otpAnswerSchema, 400: errorBody, 429: errorBody },
      },
    },
    async (request, reply) => {
      const viewer = isPublicDemo(app.settings) ? viewerFor(request, reply, app.settings.PUBLIC_URL.startsWith('https://')) : undefined;
      const timing = await requestCode(opts.codes, request.body.phone_number, request.body.purpose, viewer);
      return { detail: accountTexts.codeOnItsWay, ...timing };
    },
  );

  app.post(
    '/users/reset_password/',
    {
      schema: {
        tags,
        summary: 'Set a new password with a reset code; every session of the user ends',
        description: 'A wrong, expired or spent code is 400 VALIDATION_ERROR on `code`; five wrong tries spend the code.',
        body: resetPasswordBodySchema,
        response: { 200: detailBody, 400: errorBody },
      },
    },
    async (request) => {
      await resetPassword(opts.codes, request.body.phone_number, request.body.code, request.body.new_password);
      return { detail: accountTexts.passwordReset };
    },
  );
};
