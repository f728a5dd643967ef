import { afterAll, afterEach, beforeAll } from 'vitest';
import { cleanup } from '@testing-library/preact';
import { startTestServer, type TestServer } from './test-server';

/**
 * For component test files: one test server for the whole file (started before its first test, closed
 * after its last), and after each test the rendered page unmounted and the recorded requests cleared.
 * What else a file resets after each test (storage, mocks, the language) stays in its own afterEach.
 * The server is reached through the returned object, usable as soon as the tests run.
 */
export function serveDuringFile(): TestServer {
  let current: TestServer | undefined;
  beforeAll(async () => {
    current = await startTestServer();
  });
  afterAll(() => current?.close());
  afterEach(() => {
    cleanup();
    if (current) current.requests.length = 0;
  });
  const server = () => {
    if (!current) throw new Error('the test server starts before the first test (beforeAll)');
    return current;
  };
  return {
    get url() {
      return server().url;
    },
    get requests() {
      return server().requests;
    },
    answer: (route, responder) => server().answer(route, responder),
    count: (route) => server().count(route),
    close: () => server().close(),
  };
}
