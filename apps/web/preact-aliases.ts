import type { Alias } from 'vite';

/**
 * The app renders with Preact through preact/compat instead of React, everywhere: the production build,
 * the server's renderer, `npm run dev` and the component tests (docs/decisions/004-preact-compat-in-production.md,
 * docs/decisions/026-one-renderer-preact-compat-everywhere.md). react-dom alone was 60 KB of the home
 * route's budget. Exact-match patterns, so that only these specifiers (from our code and from libraries)
 * are redirected. vite.config.ts and vitest.config.ts both read this list, so what is tested is what ships.
 */
export const preactInsteadOfReact: Alias[] = [
  { find: /^react$/, replacement: 'preact/compat' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom\/test-utils$/, replacement: 'preact/test-utils' },
  { find: /^react-dom\/server$/, replacement: 'preact/compat/server' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-dev-runtime' },
];

/**
 * Libraries that import React: Vitest loads them through the aliases too (it otherwise leaves
 * node_modules to Node, where `react` is React, and a component rendered by Preact would call their
 * hooks from a second renderer).
 */
export const librariesThatImportReact = [/\/node_modules\/(react-redux|react-router|@reduxjs\/toolkit|@testing-library\/preact)\//];
