import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { makeStore, type AppStore } from '@/app/store';
import { presentationsApi } from '@/shared/api/presentations';
import { presentersApi } from '@/shared/api/presenters';
import { startTestServer, type TestServer } from '@/shared/api/test-server';
import { makePresentation } from './test-presentation';

const docker = makePresentation({ id: 1 });
const kernel = makePresentation({ id: 2, fa_title: 'کرنل' });

let server: TestServer;
let store: AppStore;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());
beforeEach(() => {
  store = makeStore();
});

const list = () => presentationsApi.endpoints.getPresentations.select()(store.getState());
const one = (id: number) => presentationsApi.endpoints.getPresentation.select(id)(store.getState());

describe('presentations in the api cache', () => {
  it('starts with nothing asked', () => {
    expect(list()).toMatchObject({ isLoading: false, isUninitialized: true });
    expect(list().data).toBeUndefined();
    expect(list().error).toBeUndefined();
  });

  it('stores the list and remembers it has loaded once', async () => {
    server.answer('GET /api/presentations/all/', { body: [docker, kernel] });
    const request = store.dispatch(presentationsApi.endpoints.getPresentations.initiate());
    expect(list().isLoading).toBe(true);
    await request;
    expect(list()).toMatchObject({ data: [docker, kernel], isLoading: false, isSuccess: true });
  });

  it('keeps the failure for the page to show', async () => {
    server.answer('GET /api/presentations/all/', { status: 403, body: { detail: 'x', code: 'PERMISSION_DENIED' } });
    await store.dispatch(presentationsApi.endpoints.getPresentations.initiate());
    expect(list().error).toMatchObject({ code: 'PERMISSION_DENIED' });
    server.answer('GET /api/presentations/all/', { body: [] });
    const again = store.dispatch(presentationsApi.endpoints.getPresentations.initiate(undefined, { forceRefetch: true }));
    expect(list().isError).toBe(false);
    await again;
  });

  it('keeps each presentation in its own entry, so an older answer never replaces a newer one', async () => {
    server.answer('GET /api/presentations/1', { body: docker });
    server.answer('GET /api/presentations/2', { body: kernel });
    await Promise.all([
      store.dispatch(presentationsApi.endpoints.getPresentation.initiate(2)),
      store.dispatch(presentationsApi.endpoints.getPresentation.initiate(1)),
    ]);
    expect(one(2).data?.id).toBe(2);
    expect(one(1).data?.id).toBe(1);
  });

  it('loads the presenters', async () => {
    server.answer('GET /api/presenter/', { body: [] });
    await store.dispatch(presentersApi.endpoints.getPresenters.initiate());
    expect(presentersApi.endpoints.getPresenters.select()(store.getState()).isSuccess).toBe(true);
  });

  it('records a 404 for the page and updates the list entry on success', async () => {
    server.answer('GET /api/presentations/9', { status: 404, body: { detail: 'x', code: 'NOT_FOUND' } });
    await store.dispatch(presentationsApi.endpoints.getPresentation.initiate(9));
    expect(one(9).error).toMatchObject({ status: 404 });
    server.answer('GET /api/presentations/all/', { body: [docker] });
    await store.dispatch(presentationsApi.endpoints.getPresentations.initiate());
    const fresher = { ...docker, remained_capacity: 3 };
    server.answer('GET /api/presentations/1', { body: fresher });
    await store.dispatch(presentationsApi.endpoints.getPresentation.initiate(1));
    expect(list().data?.[0].remained_capacity).toBe(3);
  });
});
