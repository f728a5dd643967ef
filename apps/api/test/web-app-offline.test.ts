import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers/app';

/**
 * The installable app's files as the built web app has them (apps/web/service-worker-plugin.ts):
 * the service worker at the root, so its scope is the whole site, and never kept by the HTTP cache,
 * so browsers find a new version on the next visit (docs/decisions/011-service-worker-by-hand.md).
 */
describe('serving the service worker and the web app manifest', () => {
  let t: TestApp;
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'fest-dist-'));
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fest-data-'));

  beforeAll(async () => {
    fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><html lang="fa" dir="rtl"><head></head></html>');
    fs.writeFileSync(path.join(dist, 'sw.js'), '(function(){self.addEventListener("fetch",function(){})})();');
    fs.writeFileSync(path.join(dist, 'manifest.webmanifest'), '{"name":"جشنواره"}');
    fs.mkdirSync(path.join(dist, 'icons'));
    fs.writeFileSync(path.join(dist, 'icons', 'icon-192.png'), Buffer.from('89504e470d0a1a0a', 'hex'));
    t = await createTestApp({ env: { WEB_DIST: dist, DATA_DIR: dataDir } });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(dist, { recursive: true, force: true });
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('serves /sw.js as JavaScript with Cache-Control: no-cache, from the root', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/sw.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^(application|text)\/javascript/);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body).toContain('addEventListener("fetch"');
  });

  it('lets the page register a worker of its own origin (the policy allows same-origin scripts)', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/' });
    const csp = String(res.headers['content-security-policy']);
    // worker-src falls back to script-src: it must allow 'self'.
    expect(csp).toMatch(/script-src 'self'/);
    expect(csp).not.toMatch(/worker-src 'none'/);
  });

  it('serves the manifest as application/manifest+json and the icons, neither cached for long', async () => {
    const manifest = await t.app.inject({ method: 'GET', url: '/manifest.webmanifest' });
    expect(manifest.statusCode).toBe(200);
    expect(manifest.headers['content-type']).toMatch(/^application\/manifest\+json/);
    expect(manifest.headers['cache-control']).toBe('no-cache');
    const icon = await t.app.inject({ method: 'GET', url: '/icons/icon-192.png' });
    expect(icon.statusCode).toBe(200);
    expect(icon.headers['content-type']).toBe('image/png');
  });

  it('answers a missing worker script with 404, never the app shell', async () => {
    fs.renameSync(path.join(dist, 'sw.js'), path.join(dist, 'sw.old'));
    try {
      const res = await t.app.inject({ method: 'GET', url: '/sw.js' });
      expect(res.statusCode).toBe(404);
      expect(res.headers['content-type']).not.toMatch(/text\/html/);
    } finally {
      fs.renameSync(path.join(dist, 'sw.old'), path.join(dist, 'sw.js'));
    }
  });
});
