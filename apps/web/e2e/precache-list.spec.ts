import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';

/**
 * The service worker installs only if every file of its precache list answers: one missing file
 * (a chunk the build dropped after the list was made, say) and no visitor ever gets offline copies.
 * Checked on the production build (`npm run build -w apps/web`), against the files it wrote. No browser needed.
 */
const dist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../dist');

test('every file the service worker precaches is in the build, the boot script and the app among them', () => {
  const worker = fs.readFileSync(path.join(dist, 'sw.js'), 'utf8');
  // The list is built into the worker as one array of root-relative paths, the shell's first.
  const list = /\/,\/manifest\.webmanifest,[^`"']*/.exec(worker)?.[0].split(',') ?? [];
  expect(list.length, 'the precache list was found in dist/sw.js').toBeGreaterThan(10);
  const missing = list.filter((url) => url !== '/' && !fs.existsSync(path.join(dist, url)));
  expect(missing).toEqual([]);
  const html = fs.readFileSync(path.join(dist, 'index.html'), 'utf8');
  const boot = /<script type="module" src="\/(assets\/boot-[\w-]+\.js)"><\/script>/.exec(html)?.[1];
  expect(boot, 'index.html loads the boot script').toBeTruthy();
  expect(list).toContain(`/${boot}`);
  for (const imported of fs.readFileSync(path.join(dist, boot!), 'utf8').matchAll(/"\/(assets\/[^"]+\.js)"/g)) expect(list).toContain(`/${imported[1]}`);
});
