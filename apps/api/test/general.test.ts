import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers/app';

describe('general rules', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('reports health when the database answers', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health/' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
  });

  it('answers unknown routes with the error shape, not HTML', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/nope/' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/application\/json/);
    expect(res.json()).toMatchObject({ code: 'NOT_FOUND', detail: expect.any(String) });
  });

  it('answers malformed JSON with 400 VALIDATION_ERROR', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/token/access/',
      headers: { 'content-type': 'application/json' },
      payload: '{"phone_number": ',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION_ERROR' });
  });

  it('answers oversized bodies with 413', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/token/access/',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ phone_number: 'x'.repeat(2 * 1024 * 1024) }),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ code: 'FILE_TOO_LARGE' });
  });

  it('sends security headers and a request id', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(String(res.headers['content-security-policy'])).toContain("frame-ancestors 'none'");
    expect(res.headers['x-request-id']).toBeTruthy();
  });

  it('serves the OpenAPI document and the docs page', async () => {
    const schema = await t.app.inject({ method: 'GET', url: '/api/schema/' });
    expect(schema.statusCode).toBe(200);
    expect(schema.json()).toHaveProperty('openapi');
    const docs = await t.app.inject({ method: 'GET', url: '/api/docs/' });
    expect([200, 302]).toContain(docs.statusCode);
  });
});
