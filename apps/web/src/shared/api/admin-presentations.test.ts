import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeStore } from '@/app/store';
import { ADMIN_PAGE_MAX, adminPresentationsApi, type AdminPresentation } from './admin-presentations';
import { startTestServer, type TestServer } from './test-server';

/** The organiser list's answer for `page` of an edition of `total` sessions (ids 1..total), as the API pages it. */
function pageOf(total: number, page: number, size: number) {
  const from = (page - 1) * size;
  const ids = Array.from({ length: Math.max(0, Math.min(size, total - from)) }, (_, i) => from + i + 1);
  // Only what the editor's list is about matters here; the rest of an AdminPresentation is left out.
  return { count: total, results: ids.map((id) => ({ id, room: '', start: '2027-02-15T05:30:00.000Z', end: '2027-02-15T06:00:00.000Z' }) as AdminPresentation) };
}

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const ROUTE = 'GET /api/admin/presentations/';
const whole = (store: ReturnType<typeof makeStore>, edition?: string) =>
  adminPresentationsApi.endpoints.listWholeProgramme.select(edition ? { edition } : {})(store.getState());

describe("the schedule editor's whole programme", () => {
  it('reads every page of an edition larger than one page (450 sessions: three pages of at most 200), in order of id', async () => {
    server.answer(ROUTE, (request) => ({ body: pageOf(450, Number(request.query.page), Number(request.query.page_size)) }));
    const before = server.requests.length;
    const store = makeStore();
    await store.dispatch(adminPresentationsApi.endpoints.listWholeProgramme.initiate({}));
    const asked = server.requests.slice(before);
    expect(asked.map((r) => r.query)).toEqual([1, 2, 3].map((page) => ({ page: String(page), page_size: String(ADMIN_PAGE_MAX), ordering: 'id' })));
    const ids = whole(store).data?.map((s) => s.id);
    expect(ids).toHaveLength(450);
    expect(new Set(ids).size).toBe(450);
    expect(ids?.at(-1)).toBe(450);
  });

  it('asks once when the edition fits in one page, and for the edition named', async () => {
    server.answer(ROUTE, (request) => ({ body: pageOf(12, Number(request.query.page), Number(request.query.page_size)) }));
    const before = server.requests.length;
    const store = makeStore();
    await store.dispatch(adminPresentationsApi.endpoints.listWholeProgramme.initiate({ edition: '1404' }));
    expect(server.requests.slice(before).map((r) => r.query)).toEqual([{ page: '1', page_size: String(ADMIN_PAGE_MAX), ordering: 'id', edition: '1404' }]);
    expect(whole(store, '1404').data).toHaveLength(12);
  });

  it('stops at a page shorter than the limit even if the count has grown meanwhile, and keeps each session once', async () => {
    // A session added while the pages are read: page 2 repeats the last of page 1 (the order shifted by one).
    server.answer(ROUTE, (request) => {
      const page = Number(request.query.page);
      const answer = pageOf(page === 1 ? 250 : 251, page, ADMIN_PAGE_MAX);
      if (page === 2) answer.results.unshift(pageOf(250, 1, ADMIN_PAGE_MAX).results.at(-1)!);
      return { body: answer };
    });
    const before = server.requests.length;
    const store = makeStore();
    await store.dispatch(adminPresentationsApi.endpoints.listWholeProgramme.initiate({}));
    expect(server.requests.length - before).toBe(2);
    expect(whole(store).data?.map((s) => s.id)).toEqual(Array.from({ length: 251 }, (_, i) => i + 1));
  });

  it('fails as a whole when a page fails: no programme with sessions missing', async () => {
    server.answer(ROUTE, (request) =>
      // A refusal the client does not retry (a 5xx would be, after a pause).
      request.query.page === '2' ? { status: 403, body: { detail: 'اجازه ندارید.', code: 'FORBIDDEN' } } : { body: pageOf(450, Number(request.query.page), ADMIN_PAGE_MAX) },
    );
    const store = makeStore();
    await store.dispatch(adminPresentationsApi.endpoints.listWholeProgramme.initiate({}));
    const state = whole(store);
    expect(state.isError).toBe(true);
    expect(state.data).toBeUndefined();
    expect(state.error).toMatchObject({ code: 'FORBIDDEN', status: 403 });
  });
});
