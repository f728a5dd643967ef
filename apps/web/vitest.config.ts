import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { librariesThatImportReact, preactInsteadOfReact } from './preact-aliases';

const here = path.dirname(fileURLToPath(import.meta.url));

// Unit tests of pure functions run in Node; component tests say `@vitest-environment happy-dom`.
// Components render with preact/compat, as they do in the built app (preact-aliases.ts).
export default defineConfig({
  resolve: {
    alias: [{ find: '@', replacement: path.resolve(here, 'src') }, ...preactInsteadOfReact],
    // The libraries' ES modules, which import through the aliases; their CommonJS builds would
    // `require('react')` past them (react-router's `node` export is CommonJS unless `module` is asked for).
    conditions: ['module', 'browser', 'development|production'],
  },
  ssr: { resolve: { conditions: ['module', 'node', 'development|production'] } },
  test: {
    environment: 'node',
    include: ['src/**/*.test.{ts,tsx}', 'test/**/*.test.ts'],
    // Libraries that import React are loaded through the aliases too (Vitest otherwise leaves
    // node_modules to Node, where `react` is React).
    server: { deps: { inline: librariesThatImportReact } },
    // …and the one CommonJS library among them (react-redux's selector hook) through Node's resolution.
    setupFiles: ['test/preact-for-commonjs.ts', 'test/testing-library.ts'],
  },
});
