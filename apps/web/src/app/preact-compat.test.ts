import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * The app renders with preact/compat in place of React, in the build, in development and in these
 * tests (preact-aliases.ts, docs/decisions/026-one-renderer-preact-compat-everywhere.md). A React API
 * that compat lacks (useActionState, useOptimistic, react-dom's preload, ...) fails a component test
 * only where one renders it, so every React name our code imports is checked here.
 */
const src = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** Value (not type-only) names imported from each React module, with the files importing them. */
function reactImports(): Map<string, Map<string, string[]>> {
  const found = new Map<string, Map<string, string[]>>();
  const pattern = /import\s+(type\s+)?\{([^}]*)\}\s+from\s+'(react|react-dom|react-dom\/client)'/g;
  for (const file of sourceFiles(src)) {
    const text = fs.readFileSync(file, 'utf8');
    expect(text, `${file}: import React's names one by one, so that this check sees them`).not.toMatch(
      /import\s+(\*\s+as\s+)?\w+\s*(,|from)[^;]*'react(-dom)?(\/client)?'/,
    );
    for (const [, typeOnly, names, module] of text.matchAll(pattern)) {
      if (typeOnly) continue;
      for (const raw of names.split(',')) {
        const name = raw.trim();
        if (!name || name.startsWith('type ')) continue;
        const imported = name.split(/\s+as\s+/)[0];
        const byName = found.get(module) ?? new Map<string, string[]>();
        byName.set(imported, [...(byName.get(imported) ?? []), path.relative(src, file)]);
        found.set(module, byName);
      }
    }
  }
  return found;
}

const compatFor: Record<string, string> = {
  react: 'preact/compat',
  'react-dom': 'preact/compat',
  'react-dom/client': 'preact/compat/client',
};

describe('the React APIs the app uses', () => {
  it('all exist in preact/compat, which the production build renders with', async () => {
    const imports = reactImports();
    expect(imports.get('react')?.has('useState'), 'the scan finds the imports').toBe(true);
    const missing: string[] = [];
    for (const [module, names] of imports) {
      const compat = (await import(/* @vite-ignore */ compatFor[module])) as Record<string, unknown>;
      for (const [name, files] of names) {
        if (compat[name] === undefined) missing.push(`${name} from '${module}' (${files.join(', ')})`);
      }
    }
    expect(missing).toEqual([]);
  });
});
