// `npm start`: builds whatever is not built yet, then runs the one server process
// (API, media, payment sandbox and the built web app) on PORT (default 8000).
import { buildWebIfStale, root, run } from './lib.mjs';

buildWebIfStale();
const code = await run(process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts'], {
  cwd: root,
  env: { ...process.env },
});
process.exit(code);
