import Module from 'node:module';

/**
 * The aliases of preact-aliases.ts reach every ES module the tests load, but not the one CommonJS
 * library among them: react-redux's selector hook (use-sync-external-store) `require`s 'react', which
 * Node would answer with React itself, a second renderer with no component running ("Invalid hook
 * call"). Here Node's CommonJS resolution gets the same aliases, and hands over the same preact/compat
 * module the rest of the test loads (Node shares ES modules between `import` and `require`).
 */
const compat: Record<string, string> = {
  react: 'preact/compat',
  'react-dom': 'preact/compat',
  'react-dom/client': 'preact/compat/client',
  'react/jsx-runtime': 'preact/jsx-runtime',
};

type Resolve = (request: string, ...rest: unknown[]) => string;
const internals = Module as unknown as { _resolveFilename: Resolve };
const resolve = internals._resolveFilename;
internals._resolveFilename = function (request, ...rest) {
  return resolve.call(this, compat[request] ?? request, ...rest);
};
