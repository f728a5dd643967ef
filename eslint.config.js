// @ts-check
// CommonJS on purpose: the root package.json has no "type": "module", and every plugin here is CommonJS.
const fs = require('node:fs');
const path = require('node:path');
const js = require('@eslint/js');
const tseslint = require('typescript-eslint');
const reactHooks = require('eslint-plugin-react-hooks');

const here = __dirname;
const webSrc = 'apps/web/src';
const features = fs
  .readdirSync(path.join(here, webSrc, 'features'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/** react-redux's own hooks only in app/hooks.ts (STYLE.md): everyone else uses the typed ones. */
const reduxHooks = {
  name: 'react-redux',
  importNames: ['useDispatch', 'useSelector'],
  message: "Use useAppDispatch/useAppSelector from '@/app/hooks'.",
};

/** A relative import that climbs out of a file `depth` folders below its area's root. */
const escapesArea = (depth) => ({
  regex: `^(\\.\\./){${depth + 1}}`,
  message: "Leave your area through '@/shared/...' (or '@/app/hooks'), not a relative path.",
});

/**
 * Import boundaries (STYLE.md): app -> features, shared; a feature -> shared (and the typed hooks in
 * app/hooks); shared -> nothing of ours. One config block per area and folder depth, because a
 * later block's no-restricted-imports replaces, not extends, an earlier one's.
 */
/**
 * Libraries kept off the first screen (docs/decisions/004): only shared/http-client.ts and the toast
 * host load them, on demand. A direct import from a feature or app/ would put them back in the entry.
 */
const onDemandOnly = ['axios', 'axios-retry', 'react-toastify'].map((name) => ({
  name,
  message: `'${name}' is loaded on demand: use '@/shared/http' or '@/shared/toast' instead.`,
}));

function boundaryBlocks() {
  const blocks = [];
  const depths = [0, 1, 2, 3];
  const filesAt = (root, depth) => [`${root}/${'*/'.repeat(depth)}*.{ts,tsx}`];
  for (const feature of features) {
    const others = features.filter((f) => f !== feature);
    for (const depth of depths) {
      blocks.push({
        files: filesAt(`${webSrc}/features/${feature}`, depth),
        rules: {
          'no-restricted-imports': [
            'error',
            {
              paths: [reduxHooks, ...onDemandOnly],
              patterns: [
                {
                  group: others.flatMap((f) => [`@/features/${f}`, `@/features/${f}/**`]),
                  message: `A feature must not import another feature (compose them in app/); shared events live in '@/shared'.`,
                },
                {
                  regex: '^@/app/(?!hooks$)',
                  message: "A feature may only import the typed hooks from '@/app/hooks'.",
                },
                escapesArea(depth),
              ],
            },
          ],
        },
      });
    }
  }
  for (const depth of depths) {
    blocks.push({
      files: filesAt(`${webSrc}/shared`, depth),
      rules: {
        'no-restricted-imports': [
          'error',
          {
            paths: [reduxHooks],
            patterns: [
              { group: ['@/features', '@/features/**', '@/app', '@/app/**'], message: 'shared/ imports neither features nor app.' },
              escapesArea(depth),
            ],
          },
        ],
      },
    });
  }
  blocks.push({
    files: [`${webSrc}/app/**/*.{ts,tsx}`],
    ignores: [`${webSrc}/app/hooks.ts`],
    rules: { 'no-restricted-imports': ['error', { paths: [reduxHooks, ...onDemandOnly] }] },
  });
  return blocks;
}

module.exports = tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', '**/coverage/**', '**/test-results/**', '**/playwright-report/**', 'apps/api/src/db/migrations/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{js,mjs,cjs}'],
    languageOptions: { globals: { process: 'readonly', console: 'readonly', URL: 'readonly', fetch: 'readonly', setTimeout: 'readonly', Buffer: 'readonly' } },
  },
  {
    files: ['eslint.config.js'],
    languageOptions: { sourceType: 'commonjs', globals: { require: 'readonly', module: 'writable', __dirname: 'readonly' } },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  ...boundaryBlocks(),
);
