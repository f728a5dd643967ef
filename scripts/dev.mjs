// `npm run dev`: the API with reload on change, and Vite with hot reload proxying /api, /media and the sandbox.
import { spawn } from 'node:child_process';
import { root } from './lib.mjs';

const apiPort = process.env.PORT ?? '8000';
const children = [
  spawn('npx', ['tsx', 'watch', 'apps/api/src/server.ts'], {
    cwd: root,
    stdio: 'inherit',
    // The bank redirects back to the page the buyer came from: Vite's port in development.
    env: { ...process.env, PORT: apiPort, PUBLIC_URL: process.env.PUBLIC_URL ?? 'http://localhost:5173' },
  }),
  spawn('npx', ['vite', '--port', '5173'], {
    cwd: `${root}/apps/web`,
    stdio: 'inherit',
    env: { ...process.env, API_PORT: apiPort },
  }),
];
const stop = () => {
  for (const child of children) child.kill('SIGTERM');
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children) child.on('exit', () => { stop(); process.exitCode = child.exitCode ?? 0; });
