import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The API package's folder (apps/api), found upward from this module: the same whether the code runs
 * as TypeScript from src/ (development, tests) or bundled into dist/ (production, decision 025), where
 * a path relative to a module's own file would point elsewhere. Data files (migrations, the demo
 * festival) are read from here. In db/ because the migrations are its first user and db/ imports
 * nothing outside db/.
 */
export const apiRoot = ((): string => {
  for (let dir = path.dirname(fileURLToPath(import.meta.url)); ; dir = path.dirname(dir)) {
    const manifest = path.join(dir, 'package.json');
    if (fs.existsSync(manifest) && (JSON.parse(fs.readFileSync(manifest, 'utf8')) as { name?: string }).name === '@fest/api') return dir;
    if (path.dirname(dir) === dir) throw new Error('apps/api/package.json not found above the running code');
  }
})();
