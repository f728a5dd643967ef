// `npm start`: builds whatever is not built yet (the web app, the API's JavaScript), then runs the one
// server process (API, media, payment sandbox and the built web app) on PORT (default 8000). The browser
// journeys start the server the same way, so they test what ships.
import { spawn } from 'node:child_process';
import { apiServerArgs, buildApiIfStale, buildWebIfStale, root } from './lib.mjs';

buildWebIfStale();
await buildApiIfStale();
const server = spawn(process.execPath, apiServerArgs, { cwd: root, stdio: 'inherit', env: { ...process.env } });
// A supervisor stopping this script (a terminal's Ctrl-C, systemd, Playwright) stops the server with it.
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
