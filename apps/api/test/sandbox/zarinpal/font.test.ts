import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../helpers/app';

describe('sandbox bank page font', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('serves its own Persian font, which the page declares', async () => {
    const font = await t.app.inject({ method: 'GET', url: '/_sandbox/zarinpal/vazirmatn.woff2' });
    expect(font.statusCode).toBe(200);
    expect(font.headers['content-type']).toBe('font/woff2');
    expect(font.rawPayload.subarray(0, 4).toString('latin1')).toBe('wOF2');
  });
});
