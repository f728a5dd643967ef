import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Alias } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';

const here = path.dirname(fileURLToPath(import.meta.url));
// The API serves /api, /media and the gateway sandbox; in development Vite forwards them to it.
const apiTarget = `http://localhost:${process.env.API_PORT ?? '8000'}`;
const proxied = { target: apiTarget, changeOrigin: false };

/**
 * The production build renders with Preact through preact/compat instead of React: react-dom
 * alone was 60 KB of the home route's 110 KB gzipped budget (docs/decisions/004-preact-compat-in-production.md).
 * Exact-match patterns, so that only these specifiers (from our code and from libraries) are
 * redirected. Development keeps React for its warnings, DevTools and Fast Refresh.
 */
const preactInsteadOfReact: Alias[] = [
  { find: /^react$/, replacement: 'preact/compat' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-dev-runtime' },
];

export default defineConfig(({ command }) => ({
  plugins: [react(), tailwindcss()],
  resolve: {
    alias: [{ find: '@', replacement: path.resolve(here, 'src') }, ...(command === 'build' ? preactInsteadOfReact : [])],
  },
  server: {
    proxy: { '/api': proxied, '/media': proxied, '/_sandbox': proxied },
  },
  build: { outDir: 'dist', sourcemap: true, manifest: true },
}));
