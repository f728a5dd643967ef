import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const here = path.dirname(fileURLToPath(import.meta.url));

// Unit tests cover pure functions (formatting, i18n, errors): Node is enough, no DOM needed.
export default defineConfig({
  resolve: { alias: { '@': path.resolve(here, 'src') } },
  test: { environment: 'node', include: ['src/**/*.test.{ts,tsx}', 'test/**/*.test.ts'] },
});
