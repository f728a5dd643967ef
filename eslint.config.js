// @ts-check
// CommonJS on purpose: the root package.json has no "type": "module", and every plugin here is CommonJS.
const fs = require('node:fs');
const path = require('node:path');
const js = require('@eslint/js');
const tseslint = require('typescript-eslint');
const reactHooks = require('eslint-plugin-react-hooks');
const importX = require('eslint-plugin-import-x');
const checkFile = require('eslint-plugin-check-file');

const here = __dirname;
const webSrc = 'apps/web/src';
const features = fs
  .readdirSync(path.join(here, webSrc, 'features'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/** react-redux's own hooks only in shared/store/hooks.ts: everyone else uses the typed ones. */
const reduxHooks = {
  name: 'react-redux',
  importNames: ['useDispatch', 'useSelector'],
  message: "Use useAppDispatch/useAppSelector from '@/shared/store/hooks'.",
};

/** A relative import that climbs out of a file `depth` folders below its area's root. */
const escapesArea = (depth) => ({
  regex: `^(\\.\\./){${depth + 1}}`,
  message: "Leave your area through '@/shared/...', not a relative path.",
});

/**
 * Imports reaching up into app/. A test may build the app's store (`makeStore` in '@/app/store') to
 * start from a given state; shipped code never imports app/.
 */
const intoApp = (isTest) => ({
  regex: isTest ? '^@/app/(?!store$)' : '^@/app(/|$)',
  message: isTest
    ? "A test may import only '@/app/store' (makeStore) from app/."
    : "Features and shared/ never import app/: the typed hooks and session selectors are in '@/shared/store'.",
});
const testFiles = '**/*.test.{ts,tsx}';

/**
 * Import boundaries (docs/architecture: app -> features, shared; a feature -> shared; shared ->
 * nothing of ours; shared/api is the only place that knows URLs). One config block per area, folder
 * depth and kind of file (shipped or test), because a later block's no-restricted-imports replaces,
 * not extends, an earlier one's.
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
      for (const isTest of [false, true]) {
        blocks.push({
          files: isTest ? filesAt(`${webSrc}/features/${feature}`, depth).map((f) => f.replace(/\*\.\{ts,tsx\}$/, '*.test.{ts,tsx}')) : filesAt(`${webSrc}/features/${feature}`, depth),
          ignores: isTest ? [] : [testFiles],
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
                  intoApp(isTest),
                  escapesArea(depth),
                ],
              },
            ],
          },
        });
      }
    }
  }
  for (const depth of depths) {
    for (const isTest of [false, true]) {
      blocks.push({
        files: isTest ? filesAt(`${webSrc}/shared`, depth).map((f) => f.replace(/\*\.\{ts,tsx\}$/, '*.test.{ts,tsx}')) : filesAt(`${webSrc}/shared`, depth),
        ignores: isTest ? [] : [testFiles, `${webSrc}/shared/store/hooks.ts`],
        rules: {
          'no-restricted-imports': [
            'error',
            {
              paths: [reduxHooks],
              patterns: [
                { group: ['@/features', '@/features/**'], message: 'shared/ imports neither features nor app.' },
                intoApp(isTest),
                escapesArea(depth),
              ],
            },
          ],
        },
      });
    }
  }
  // The one home of react-redux's hooks: everything else of shared/'s rules still holds.
  blocks.push({
    files: [`${webSrc}/shared/store/hooks.ts`],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['@/features', '@/features/**'], message: 'shared/ imports neither features nor app.' }, intoApp(false)] },
      ],
    },
  });
  blocks.push({
    files: [`${webSrc}/app/**/*.{ts,tsx}`],
    rules: { 'no-restricted-imports': ['error', { paths: [reduxHooks, ...onDemandOnly] }] },
  });
  // Only shared/api knows the API's URLs and only it talks to the HTTP client (one data layer).
  blocks.push({
    files: [`${webSrc}/{app,features}/**/*.{ts,tsx}`],
    // A test answers the API's paths itself (shared/api/test-server.ts).
    ignores: [testFiles],
    rules: {
      'no-restricted-syntax': [
        'error',
        { selector: "Literal[value=/^\\/api\\//]", message: "URLs of the API are written only in '@/shared/api/<resource>.ts'." },
        { selector: "TemplateElement[value.raw=/^\\/api\\//]", message: "URLs of the API are written only in '@/shared/api/<resource>.ts'." },
        { selector: "ImportDeclaration[source.value='@/shared/http'] ImportSpecifier[imported.name='http']", message: "Load server data through '@/shared/api' (RTK Query), not the HTTP client." },
      ],
    },
  });
  return blocks;
}

/**
 * The web app's file names (docs/decisions/005): a .tsx file named for the one React component it
 * exports is PascalCase (components/, pages/, layouts/, ui/, routes/); every other file, and every
 * folder, is kebab-case (`cart-slice.ts`, `icons.tsx`, `main.tsx`, `use-form-fields.ts`).
 */
function namingBlocks() {
  const componentFolders = '{components,pages,layouts,ui,routes}';
  return [
    {
      files: [`${webSrc}/**/*.{ts,tsx}`],
      plugins: { 'check-file': checkFile },
      rules: {
        'check-file/folder-naming-convention': ['error', { [`${webSrc}/**/`]: 'KEBAB_CASE' }],
        'check-file/filename-naming-convention': [
          'error',
          {
            [`${webSrc}/**/${componentFolders}/!(icons).tsx`]: 'PASCAL_CASE',
            [`${webSrc}/**/${componentFolders}/icons.tsx`]: 'KEBAB_CASE',
            [`${webSrc}/**/!(${componentFolders})/*.tsx`]: 'KEBAB_CASE',
            [`${webSrc}/**/*.ts`]: 'KEBAB_CASE',
          },
          { ignoreMiddleExtensions: true },
        ],
      },
    },
  ];
}

/** No import cycles in the web app (a cycle makes the load order, and so the first screen, fragile). */
function cycleBlocks() {
  return [
    // The deliberately broken files of apps/web/test/lint-rules.test.ts: linted only by that test.
    { ignores: ['apps/web/lint-fixtures/**'] },
    {
      files: ['apps/web/**/*.{ts,tsx}'],
      plugins: { 'import-x': importX },
      settings: {
        // Parse TypeScript dependencies too (without these, .ts files are skipped and no cycle is seen).
        'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
        'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
        'import-x/resolver-next': [
          importX.createNodeResolver({
            extensions: ['.ts', '.tsx', '.js', '.mjs'],
            alias: { '@': [path.join(here, webSrc)] },
          }),
        ],
      },
      rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
    },
  ];
}

/**
 * The API's import boundaries (docs/architecture.md), for a source tree laid out as apps/api/src.
 * A function of the tree's root so that test/lint/boundaries.test.ts can show each rule firing on a
 * miniature tree of deliberately broken files (test/lint/fixtures/src, ignored by the normal run).
 *   - a module imports another module only through its public face, modules/<m>/index.ts (and so
 *     does everything outside modules/: app.ts, server.ts, cli/, seed/...);
 *   - inventory, the bottom of the modules, imports no other module;
 *   - config/ imports nothing of ours; lib/ only config/; db/ nothing outside db/;
 *   - gateways/ (plain clients), plugins/, seed/ and cli/ import no modules/ and no sandbox/;
 *     sandbox/ imports no modules/;
 *   - no import cycles anywhere (import-x/no-cycle; type-only imports are left out, they vanish
 *     at run time, but the zones above still apply to them).
 */
function apiBoundaryBlocks(srcRoot) {
  const base = path.join(here, srcRoot);
  const top = fs.readdirSync(base).filter((name) => !name.startsWith('.'));
  const modulesDir = path.join(base, 'modules');
  const modules = fs.existsSync(modulesDir)
    ? fs.readdirSync(modulesDir, { withFileTypes: true }).filter((e) => e.isDirectory()).map((e) => e.name)
    : [];
  /** Top-level entries of the tree (folders and files such as app.ts), as zone paths. */
  const entries = (names) => names.filter((name) => top.includes(name)).map((name) => `./${name}`);
  const allBut = (...names) => top.filter((name) => !names.includes(name));
  const zones = [];
  for (const m of modules) {
    zones.push({
      target: [...entries(allBut('modules')), ...modules.filter((o) => o !== m).map((o) => `./modules/${o}`)],
      from: `./modules/${m}`,
      except: ['./index.ts'],
      message: `Import the ${m} module through its public face ('modules/${m}' = modules/${m}/index.ts), not its files.`,
    });
  }
  if (modules.includes('inventory') && modules.length > 1) {
    zones.push({
      target: './modules/inventory',
      from: modules.filter((m) => m !== 'inventory').map((m) => `./modules/${m}`),
      message: 'inventory is the bottom of the modules: it imports no other module.',
    });
  }
  const restrict = (target, from, message) => {
    if (entries(target).length && entries(from).length) zones.push({ target: entries(target), from: entries(from), message });
  };
  restrict(['config'], allBut('config'), 'config/ is a leaf: it imports nothing of ours.');
  restrict(['lib'], allBut('lib', 'config'), 'lib/ imports only config/.');
  restrict(['db'], allBut('db'), 'db/ imports nothing outside db/.');
  restrict(
    ['gateways', 'plugins', 'seed'],
    ['modules', 'sandbox', 'app.ts', 'server.ts'],
    'gateways/, plugins/ and seed/ import no modules/ or sandbox/ (and not the app).',
  );
  // cli/ holds entry points like server.ts: it may use a module's public face, never the app or the sandbox.
  restrict(['cli'], ['sandbox', 'app.ts', 'server.ts'], 'cli/ imports no sandbox/ and not the app.');
  restrict(['sandbox'], ['modules', 'plugins', 'app.ts', 'server.ts'], 'sandbox/ depends only on the gateway client, db/, config/ and lib/.');

  return [
    {
      files: [`${srcRoot}/**/*.ts`],
      plugins: { 'import-x': importX },
      settings: {
        // The TypeScript settings of import-x's own typescript config, less its resolver (which needs
        // eslint-import-resolver-typescript): without them no-cycle reads no .ts file and finds nothing.
        'import-x/extensions': importX.flatConfigs.typescript.settings['import-x/extensions'],
        'import-x/parsers': importX.flatConfigs.typescript.settings['import-x/parsers'],
        'import-x/external-module-folders': importX.flatConfigs.typescript.settings['import-x/external-module-folders'],
        'import-x/resolver-next': [
          importX.createNodeResolver({
            extensions: ['.ts', '.tsx', '.mjs', '.js', '.json'],
            tsconfig: { configFile: path.join(here, 'apps/api/tsconfig.json') },
          }),
        ],
      },
      rules: {
        'import-x/no-cycle': ['error', { ignoreExternal: true }],
        'import-x/no-restricted-paths': ['error', { basePath: base, zones }],
      },
    },
  ];
}

module.exports = tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', '**/coverage/**', '**/test-results/**', '**/playwright-report/**', 'apps/api/src/db/migrations/**', 'apps/api/test/lint/fixtures/**'] },
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
  ...namingBlocks(),
  ...cycleBlocks(),
  ...apiBoundaryBlocks('apps/api/src'),
  ...apiBoundaryBlocks('apps/api/test/lint/fixtures/src'),
);
