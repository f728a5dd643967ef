import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { addVary } from '../../src/lib/vary';

/** The Vary header of an answer whose route first set `before` (absent: none), then added `fields`. */
async function varyAfter(before: string | undefined, ...fields: string[]) {
  const app = Fastify();
  app.get('/', (_request, reply) => {
    if (before !== undefined) reply.header('vary', before);
    addVary(reply, ...fields);
    return reply.send('ok');
  });
  const res = await app.inject({ method: 'GET', url: '/' });
  await app.close();
  return res.headers.vary;
}

describe('addVary', () => {
  it('keeps what the answer already varies on and adds the rest, in order', async () => {
    expect(await varyAfter('Origin', 'Authorization')).toBe('Origin, Authorization');
    expect(await varyAfter('Origin', 'Accept-Encoding', 'Cookie')).toBe('Origin, Accept-Encoding, Cookie');
    expect(await varyAfter(undefined, 'Authorization')).toBe('Authorization');
  });

  it('adds no field twice, whatever its case', async () => {
    expect(await varyAfter('origin, Cookie', 'Origin', 'cookie', 'User-Agent')).toBe('origin, Cookie, User-Agent');
    expect(await varyAfter('Authorization', 'Authorization')).toBe('Authorization');
  });

  it('leaves "*" (varies on everything) as it is', async () => {
    expect(await varyAfter('*', 'Authorization')).toBe('*');
  });
});
