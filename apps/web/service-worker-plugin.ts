import { createHash } from 'node:crypto';
import path from 'node:path';
import { build, type Plugin, type Rollup } from 'vite';
import { SHELL_FILES } from './src/shared/offline-cache-rules';

/** The organiser console's code: fetched by organisers online, never precached for every visitor. */
const consoleModule = /\/apps\/web\/src\/(features\/admin\/|shared\/api\/admin-|shared\/i18n\/(fa|en)\/admin\.ts)|\/packages\/contract\/src\/admin/;
/**
 * What a visitor's offline copy needs besides the chunks: the styles, the two preloaded fonts and
 * latin-ext, images, and the boot script that index.html loads (an asset: vite.config.ts writes it).
 */
const precachedAsset = /\.(css|svg|png|webp)$|^assets\/boot-[\w-]+\.js$|vazirmatn-(arabic|latin|latin-ext)-wght-normal-[\w-]+\.woff2$/;

function precached(file: Rollup.OutputChunk | Rollup.OutputAsset): boolean {
  if (!file.fileName.startsWith('assets/')) return false;
  if (file.type === 'asset') return precachedAsset.test(file.fileName);
  // A console page, or a chunk in which every module of ours is the console's (libraries may ride along).
  if (file.facadeModuleId && consoleModule.test(file.facadeModuleId.replaceAll(path.sep, '/'))) return false;
  const ours = (file.moduleIds.length ? file.moduleIds : Object.keys(file.modules))
    .map((id) => id.replaceAll(path.sep, '/'))
    .filter((id) => /\/(apps\/web|packages\/contract)\/src\//.test(id));
  return ours.length === 0 || !ours.every((id) => consoleModule.test(id));
}

/**
 * Builds src/service-worker/worker.ts into dist/sw.js (one classic script, no imports: every browser
 * runs it), with this build's precache list and a version derived from it. A build whose files did
 * not change keeps its version, so browsers install nothing new. Served at the root, with
 * `Cache-Control: no-cache`, by apps/api/src/plugins/web-app.ts.
 */
export function serviceWorker(): Plugin {
  let root = '';
  return {
    name: 'fest:service-worker',
    apply: 'build',
    configResolved: (config) => {
      root = config.root;
    },
    generateBundle: {
      // After the build's own clean-up (Vite drops an entry chunk left empty by vite.config.ts's
      // chunk groups): the list names only files that are written, or the worker's install fails.
      order: 'post',
      async handler(_options, bundle) {
        const files = Object.values(bundle)
          .filter(precached)
          .map((file) => `/${file.fileName}`)
          .sort();
        const version = createHash('sha256').update(files.join('\n')).digest('hex').slice(0, 12);
        const result = await build({
          configFile: false,
          root,
          publicDir: false,
          logLevel: 'warn',
          define: { VERSION: JSON.stringify(version), PRECACHE: JSON.stringify([...SHELL_FILES, ...files]) },
          build: {
            write: false,
            minify: true,
            sourcemap: false,
            emptyOutDir: false,
            lib: { entry: path.join(root, 'src/service-worker/worker.ts'), formats: ['iife'], name: 'festServiceWorker', fileName: () => 'sw.js' },
          },
        });
        const outputs = (Array.isArray(result) ? result : [result]) as Rollup.RollupOutput[];
        const chunk = outputs[0]?.output.find((o): o is Rollup.OutputChunk => o.type === 'chunk');
        if (!chunk) this.error('the service worker was not built');
        this.emitFile({ type: 'asset', fileName: 'sw.js', source: chunk.code });
      },
    },
  };
}
