// The JavaScript a browser fetches for the home route: the entry script of index.html (the boot script),
// the app and the chunks it loads, and the lazily loaded home page chunk with its static imports.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

export function homeRouteScripts(dist) {
  const manifestPath = path.join(dist, '.vite/manifest.json');
  const html = fs.readFileSync(path.join(dist, 'index.html'), 'utf8');
  const files = new Set();
  for (const m of html.matchAll(/<(?:script[^>]*src|link[^>]*rel="modulepreload"[^>]*href)="\/?([^"]+\.js)"/g)) files.add(m[1]);
  // The boot script (apps/web/vite.config.ts, appAfterFirstPaint) imports the app and preloads its chunks.
  for (const file of [...files]) {
    const text = fs.readFileSync(path.join(dist, file), 'utf8');
    for (const m of text.matchAll(/"\/(assets\/[^"]+\.js)"/g)) files.add(m[1]);
  }
  if (fs.existsSync(manifestPath)) {
    const manifest = JSON.parse(fs.readFileSync(manifestPath, 'utf8'));
    const add = (key) => {
      const chunk = manifest[key];
      if (!chunk || files.has(chunk.file) && key !== home) return;
      files.add(chunk.file);
      for (const dep of chunk.imports ?? []) add(dep);
    };
    const home = Object.keys(manifest).find((k) => /features\/home\/pages\/HomePage\.tsx$/.test(k));
    if (home) add(home);
  }
  const list = [...files].map((file) => {
    const gzip = zlib.gzipSync(fs.readFileSync(path.join(dist, file)), { level: 9 }).length;
    return { file, gzip };
  });
  return { files: list, totalGzip: list.reduce((s, f) => s + f.gzip, 0) };
}
