import type { FastifyInstance } from 'fastify';

/**
 * For routes that take no body: existing clients may still send `Content-Type: application/json`
 * with an empty body, which Fastify refuses by default. In the calling plugin's scope only,
 * an empty JSON body is read as "no body"; anything else is parsed as usual.
 */
export function acceptEmptyJsonBodies(app: FastifyInstance): void {
  const defaultParser = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (String(body).trim() === '') return done(null, undefined);
    defaultParser(request, String(body), done);
  });
}
