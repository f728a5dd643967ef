import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';

const here = path.dirname(fileURLToPath(import.meta.url));
// The API serves /api, /media and the gateway sandbox; in development Vite forwards them to it.
const apiTarget = `http://localhost:${process.env.API_PORT ?? '8000'}`;
const proxied = { target: apiTarget, changeOrigin: false };

export default defineConfig({
  plugins: [react(), tailwindcss()],
  resolve: { alias: { '@': path.resolve(here, 'src') } },
  server: {
    proxy: { '/api': proxied, '/media': proxied, '/_sandbox': proxied },
  },
  build: { outDir: 'dist', sourcemap: true, manifest: true },
});
