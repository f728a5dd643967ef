// `npm run seed -- …` and `npm run admin -- …`: the API's command-line tools, run as the built JavaScript
// that production runs (built first when stale, docs/decisions/025).
import path from 'node:path';
import { buildApiIfStale, root, run } from './lib.mjs';

const [tool, ...args] = process.argv.slice(2);
if (tool !== 'seed' && tool !== 'admin') {
  console.error('usage: node scripts/cli.mjs seed|admin [arguments]');
  process.exit(2);
}
await buildApiIfStale();
process.exit(await run(process.execPath, ['--enable-source-maps', path.join(root, `apps/api/dist/cli/${tool}.js`), ...args], { env: { ...process.env } }));
