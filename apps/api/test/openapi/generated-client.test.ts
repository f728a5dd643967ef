import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compileErrors, validate } from '@readme/openapi-parser';
import openapiTS, { astToString } from 'openapi-typescript';
import ts from 'typescript';
import { createTestApp, type TestApp } from '../helpers/app';
import { createAccount, type Account } from '../admin/authz';
import { operationIdFor } from '../../src/lib/openapi';

/**
 * The OpenAPI document as third parties use it (contract, General rules): an independent validator
 * accepts it, and a client generated from it (openapi-typescript's types, openapi-fetch) typechecks
 * and calls the running server: JSON with a token, the calendar feeds and the exports, each answer
 * in the content type the document declares for it.
 */

interface Operation {
  operationId?: string;
  security?: unknown;
  responses: Record<string, { content?: Record<string, unknown> }>;
}
interface Doc {
  servers?: { url: string }[];
  paths: Record<string, Record<string, Operation>>;
}

const operations = (doc: Doc) =>
  Object.entries(doc.paths).flatMap(([route, methods]) => Object.entries(methods).map(([method, op]) => ({ route, method, op })));

/** The media types (without parameters) the document declares for one answer. */
const declaredTypes = (doc: Doc, method: string, route: string, status: number) =>
  Object.keys(doc.paths[route]?.[method.toLowerCase()]?.responses[String(status)]?.content ?? {});
const mediaType = (contentType: string | null) => (contentType ?? '').split(';')[0]!.trim();

// One server for both parts: it listens, so the generated client calls it over HTTP as any client would.
let t: TestApp;
let baseUrl: string;
let doc: Doc;
beforeAll(async () => {
  t = await createTestApp({ env: { PUBLIC_URL: 'https://fest.example.ir' } });
  baseUrl = await t.app.listen({ host: '127.0.0.1', port: 0 });
  doc = (await (await fetch(`${baseUrl}/api/schema/`)).json()) as Doc;
});
afterAll(() => t?.close());

describe('the OpenAPI document', () => {

  it('passes an independent OpenAPI validator', async () => {
    const result = await validate(structuredClone(doc) as never);
    expect(result.valid, result.valid ? '' : compileErrors(result)).toBe(true);
  });

  it('names every operation, each name once, readably', () => {
    const all = operations(doc);
    expect(all.length).toBeGreaterThan(80);
    const ids = all.map(({ op }) => op.operationId);
    expect(ids.filter((id) => !id)).toEqual([]);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^[a-z][a-z0-9_]*$/);
    expect(doc.paths['/api/admin/presentations/']!.get!.operationId).toBe('admin_presentations_list');
    expect(doc.paths['/api/admin/presentations/{id}/']!.patch!.operationId).toBe('admin_presentations_partial_update');
    expect(doc.paths['/api/users/{phone_number}/']!.get!.operationId).toBe('users_retrieve');
    expect(doc.paths['/api/schedule.ics']!.get!.operationId).toBe('schedule_ics_retrieve');
  });

  it('derives names from the path and the method, and says which route to rename on a clash', async () => {
    expect(operationIdFor('delete', '/api/presentations/{id}/remove_participation/', false)).toBe('presentations_remove_participation_destroy');
    expect(operationIdFor('get', '/api/admin/coupons/{id}/uses/', true)).toBe('admin_coupons_uses_list');
    const { finishDocument } = await import('../../src/lib/openapi');
    const clash = { paths: { '/api/a/{id}/': { get: { responses: {} } }, '/api/a/{code}/': { get: { responses: {} } } } };
    expect(() => finishDocument(clash)).toThrow(/GET \/api\/a\/\{code\}\/ and GET \/api\/a\/\{id\}\/ are both named a_retrieve/);
  });

  it('has a servers entry: the public address', () => {
    expect(doc.servers).toEqual([expect.objectContaining({ url: 'https://fest.example.ir' })]);
  });

  it('declares the calendars and the exports in their own content types, and 204s without a body', () => {
    expect(declaredTypes(doc, 'get', '/api/schedule.ics', 200)).toEqual(['text/calendar']);
    expect(declaredTypes(doc, 'get', '/api/agenda/{file}', 200)).toEqual(['text/calendar']);
    expect(declaredTypes(doc, 'get', '/api/admin/exports/{file}', 200).sort()).toEqual(
      ['application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', 'text/csv'],
    );
    for (const { route, method, op } of operations(doc)) {
      if (op.responses['204']) expect(op.responses['204'].content, `${method} ${route}`).toBeUndefined();
    }
  });

  it('declares the bearer scheme on every route that refuses an anonymous caller, and on no open one', async () => {
    const sample: Record<string, string> = { id: '1', presentation_id: '1', participation_id: '1', phone_number: '09120000000', code: 'X', file: 'users.csv' };
    for (const { route, method, op } of operations(doc)) {
      const url = route.replace(/\{(\w+)\}/g, (_, name: string) => sample[name] ?? '1');
      const res = await t.app.inject({ method: method.toUpperCase() as 'GET', url, payload: method === 'get' || method === 'delete' ? undefined : {} });
      if (res.statusCode === 401) expect(op.security, `${method} ${route}`).toEqual([{ bearer: [] }]);
      if (op.security) expect(res.statusCode, `${method} ${route}`).toBeGreaterThanOrEqual(400);
    }
  });
});

/**
 * The calls a third party would write with the generated client. Typechecked here against the types
 * generated from the document (a route or a content type missing from it is a compile error), then run.
 * Kept as text because the types it imports exist only once the test has generated them.
 */
const CLIENT_CALLS = `
import createClient, { type Middleware } from 'openapi-fetch';
import type { operations, paths } from './festival-api';

// The document's own names and content types: each line fails to compile if the document lacks them.
type Profile = operations['users_retrieve']['responses'][200]['content']['application/json'];
type Calendar = operations['schedule_ics_retrieve']['responses'][200]['content']['text/calendar'];
type Feed = operations['agenda_ics_retrieve']['responses'][200]['content']['text/calendar'];
type Csv = operations['admin_exports_retrieve']['responses'][200]['content']['text/csv'];
type Xlsx = operations['admin_exports_retrieve']['responses'][200]['content']['application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'];
type ErrorBody = operations['admin_exports_retrieve']['responses'][404]['content']['application/json'];

export interface Seen { method: string; path: string; status: number; contentType: string | null }

export async function callRoutes(baseUrl: string, user: { phone: string; token: string }, admin: { token: string }) {
  const seen: Seen[] = [];
  const record: Middleware = {
    onResponse({ request, response, schemaPath }) {
      seen.push({ method: request.method, path: schemaPath, status: response.status, contentType: response.headers.get('content-type') });
    },
  };
  const asUser = createClient<paths>({ baseUrl, headers: { Authorization: 'Bearer ' + user.token } });
  const asAdmin = createClient<paths>({ baseUrl, headers: { Authorization: 'Bearer ' + admin.token } });
  const anonymous = createClient<paths>({ baseUrl });
  for (const client of [asUser, asAdmin, anonymous]) client.use(record);

  const me = await asUser.GET('/api/users/{phone_number}/', { params: { path: { phone_number: user.phone } } });
  const profile: Profile | undefined = me.data;

  const accounts = await asAdmin.GET('/api/admin/users/', { params: { query: { search: user.phone } } });
  const listed: string[] = (accounts.data?.results ?? []).map((account) => account.phone_number);

  const schedule = await anonymous.GET('/api/schedule.ics', { parseAs: 'text' });
  const calendar: Calendar | undefined = schedule.data;

  const feedUrl = await asUser.GET('/api/agenda/feed-url/');
  const file = new URL(feedUrl.data!.url).pathname.split('/').pop()!;
  const agenda = await anonymous.GET('/api/agenda/{file}', { params: { path: { file } }, parseAs: 'text' });
  const feed: Feed | undefined = agenda.data;

  const users = await asAdmin.GET('/api/admin/exports/{file}', { params: { path: { file: 'users.csv' } }, parseAs: 'text' });
  const csv: Csv | undefined = users.data;
  const workbook = await asAdmin.GET('/api/admin/exports/{file}', { params: { path: { file: 'users.xlsx' } }, parseAs: 'arrayBuffer' });
  const xlsx: Xlsx | undefined = workbook.data === undefined ? undefined : Buffer.from(workbook.data).toString('binary');

  const missing = await asAdmin.GET('/api/admin/exports/{file}', { params: { path: { file: 'users.csv' }, query: { presentation: 2147483647 } } });
  const refused: ErrorBody | undefined = missing.error;

  return { seen, profile, listed, calendar, feed, csv, xlsx, refused };
}
`;

describe('a client generated from the OpenAPI document', () => {
  let user: Account;
  let admin: Account;
  // Inside the test folder, so the generated files resolve openapi-fetch from the project's node_modules;
  // a dot folder, which tsc's and Vitest's globs pass over, removed afterwards.
  const here = path.dirname(fileURLToPath(import.meta.url));
  const dir = path.join(here, '.generated', randomUUID());

  beforeAll(async () => {
    user = await createAccount(t.app, 'user');
    admin = await createAccount(t.app, 'admin');
    mkdirSync(dir, { recursive: true });
    writeFileSync(path.join(dir, 'festival-api.d.ts'), astToString(await openapiTS(doc as never)));
    writeFileSync(path.join(dir, 'client-calls.ts'), CLIENT_CALLS);
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('typechecks: every route, name and content type the calls use is in the generated types', () => {
    const program = ts.createProgram([path.join(dir, 'client-calls.ts')], {
      strict: true,
      noEmit: true,
      target: ts.ScriptTarget.ES2022,
      module: ts.ModuleKind.ESNext,
      moduleResolution: ts.ModuleResolutionKind.Bundler,
      types: ['node'],
      skipLibCheck: true,
    });
    const problems = ts
      .getPreEmitDiagnostics(program)
      .map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n') + (d.file ? ` (${path.basename(d.file.fileName)})` : ''));
    expect(problems).toEqual([]);
  }, 60_000);

  it('calls the server: a JSON route with a token, the calendar feeds and the exports, each as declared', async () => {
    const { callRoutes } = (await import(path.join(dir, 'client-calls.ts'))) as {
      callRoutes: (baseUrl: string, user: Account, admin: Account) => Promise<Record<string, unknown> & { seen: { method: string; path: string; status: number; contentType: string | null }[] }>;
    };
    const r = await callRoutes(baseUrl, user, admin);

    expect(r.profile).toMatchObject({ phone_number: user.phone, role: 'user' });
    expect(r.listed).toEqual([user.phone]);
    expect(r.calendar).toMatch(/^BEGIN:VCALENDAR/);
    expect(r.feed).toMatch(/^BEGIN:VCALENDAR/);
    expect(r.csv).toMatch(/^شناسه,/); // Response.text() drops the byte-order mark
    expect(r.csv).toContain(user.phone);
    expect(String(r.xlsx).slice(0, 2)).toBe('PK'); // a zip: the XLSX container
    expect(r.refused).toMatchObject({ code: 'NOT_FOUND', detail: expect.any(String) });

    // Every answer came in a content type the document declares for it: a generated client that
    // follows the document reads each one right.
    expect(r.seen).toHaveLength(8);
    for (const seen of r.seen) {
      const declared = declaredTypes(doc, seen.method, seen.path, seen.status);
      expect(declared, `${seen.method} ${seen.path} ${seen.status}`).toContain(mediaType(seen.contentType));
    }
  });
});
