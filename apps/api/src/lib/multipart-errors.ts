import type { FastifyInstance } from 'fastify';
import { AppError } from './errors';
import { formTexts } from './texts';

const multipartLimitErrors = new Set(['FST_FILES_LIMIT', 'FST_PARTS_LIMIT', 'FST_FIELDS_LIMIT']);

/**
 * The errors of a scope that reads multipart forms, in the contract's shape: too many parts → 413;
 * a form the parser could not read (no boundary, a boundary the body never uses, a body cut short)
 * → 400, since busboy throws plain errors for those and the app's handler would take them for a
 * bug (500). Call once in the scope, after registering @fastify/multipart.
 */
export function answerBrokenForms(app: FastifyInstance): void {
  // Requests whose form was read whole: an error before that is the form's fault, after it ours.
  const formRead = new WeakSet<object>();
  app.addHook('preHandler', (request, _reply, done) => {
    formRead.add(request);
    done();
  });
  app.setErrorHandler((error, request) => {
    const code = (error as { code?: unknown }).code;
    if (typeof code === 'string' && multipartLimitErrors.has(code)) {
      throw new AppError(413, 'FILE_TOO_LARGE', formTexts.formTooLarge);
    }
    if (!(error instanceof AppError) && (error as { statusCode?: unknown }).statusCode === undefined && !formRead.has(request)) {
      throw new AppError(400, 'VALIDATION_ERROR', formTexts.formBroken, {
        non_field_errors: [formTexts.formBrokenField],
      });
    }
    // Everything else goes to the app's handler, which produces the contract's error shape.
    throw error;
  });
}
