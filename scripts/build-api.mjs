// `npm run build -w apps/api` (and `npm start`, the journeys and the bench when the build is stale): the
// API as the JavaScript that production runs (docs/decisions/025-the-api-built-to-javascript.md).
// esbuild bundles each entry (the server and the two command-line tools) with our own TypeScript and the
// contract package's, and leaves every npm package to Node, which loads it from node_modules as
// published. Nothing of tsx is left in what runs.
import fs from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';

const api = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../apps/api');
export const apiDist = path.join(api, 'dist');

/** Bare imports stay imports (node_modules), except the workspace's own TypeScript packages. */
const packagesStayOutside = {
  name: 'packages-stay-outside',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) => (args.path.startsWith('@fest/') ? undefined : { path: args.path, external: true }));
  },
};

export async function buildApi() {
  fs.rmSync(apiDist, { recursive: true, force: true });
  await build({
    absWorkingDir: api,
    entryPoints: { server: 'src/server.ts', 'cli/seed': 'src/cli/seed.ts', 'cli/admin': 'src/cli/admin.ts' },
    outdir: apiDist,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    // Stack traces in the logs point at the TypeScript (the server starts with --enable-source-maps).
    sourcemap: 'linked',
    logLevel: 'warning',
    plugins: [packagesStayOutside],
  });
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(new URL(import.meta.url).pathname)) {
  await buildApi();
  console.log(`API built into ${path.relative(process.cwd(), apiDist) || apiDist}`);
}
