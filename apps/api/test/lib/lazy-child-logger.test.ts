import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lazyChildLogger, logOptions } from '../../src/lib/log-options';
import { createTestApp } from '../helpers/app';

/** The app with a real logger at `level`, writing its lines where the test reads them. */
async function appLoggingAt(level: string) {
  const lines: Array<Record<string, unknown>> = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      for (const line of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(line) as Record<string, unknown>);
      done();
    },
  });
  const t = await createTestApp({ logger: { ...logOptions(level), stream } });
  return { t, lines };
}

describe('request loggers made only when used', () => {
  let info: Awaited<ReturnType<typeof appLoggingAt>>;
  let warn: Awaited<ReturnType<typeof appLoggingAt>>;
  beforeAll(async () => {
    info = await appLoggingAt('info');
    warn = await appLoggingAt('warn');
  });
  afterAll(async () => {
    await info.t.close();
    await warn.t.close();
  });

  it("still tag every request's lines with its request id", async () => {
    await info.t.app.inject({ method: 'GET', url: '/api/health', headers: { 'x-request-id': 'request-id-info-1' } });
    const mine = info.lines.filter((l) => l.reqId === 'request-id-info-1');
    expect(mine.map((l) => l.msg)).toEqual(['incoming request', 'request completed']);
  });

  it('log nothing at a disabled level, and a request logging at an enabled one keeps its id', async () => {
    const before = warn.lines.length;
    await warn.t.app.inject({ method: 'GET', url: '/api/health', headers: { 'x-request-id': 'request-id-warn-1' } });
    expect(warn.lines.length).toBe(before);
    // What a route logs at an enabled level goes through a child made then, bound to the request's id.
    const child = lazyChildLogger.call(warn.t.app, warn.t.app.log, { reqId: 'request-id-warn-2' }, {}, undefined as never);
    child.info('not written');
    child.warn({ detail: 'x' }, 'written');
    expect(warn.lines.slice(before)).toEqual([expect.objectContaining({ reqId: 'request-id-warn-2', msg: 'written', detail: 'x', level: 40 })]);
    expect(child.level).toBe('warn');
    expect((child.child({ more: 1 }) as unknown as { bindings(): object }).bindings()).toEqual({ reqId: 'request-id-warn-2', more: 1 });
  });
});
