import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/app';

describe('accounts in the OpenAPI document', () => {
  let t: TestApp;
  let doc: { paths: Record<string, Record<string, { requestBody?: { content: Record<string, unknown> }; security?: unknown }>> };
  beforeAll(async () => {
    t = await createTestApp();
    doc = (await t.app.inject({ method: 'GET', url: '/api/schema/' })).json();
  });
  afterAll(() => t.close());

  it.each([
    ['post', '/api/users/signup/'],
    ['post', '/api/token/access/'],
    ['post', '/api/token/refresh/'],
    ['post', '/api/token/blacklist/'],
    ['post', '/api/users/change_password/'],
    ['get', '/api/users/{phone_number}/'],
    ['put', '/api/users/{phone_number}/'],
  ])('documents %s %s', (method, route) => {
    expect(doc.paths[route]?.[method]).toBeDefined();
  });

  it('documents the profile update as multipart with an avatar file, behind a bearer token', () => {
    const put = doc.paths['/api/users/{phone_number}/'].put;
    const schema = put.requestBody?.content['multipart/form-data'] as { schema: { properties: Record<string, { format?: string }> } };
    expect(schema.schema.properties.avatar.format).toBe('binary');
    expect(put.security).toEqual([{ bearer: [] }]);
    // The original front end sends JSON, other clients forms: both are documented as accepted.
    expect(Object.keys(put.requestBody?.content ?? {})).toEqual(expect.arrayContaining(['application/json', 'application/x-www-form-urlencoded']));
  });
});
