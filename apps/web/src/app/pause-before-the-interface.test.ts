import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * main.tsx imports the API's base, pause-after-the-api.ts (a top-level await), the other data modules,
 * pause-before-the-interface.ts, then the interface's modules, so that the browser evaluates the `app`
 * chunk in three tasks. A module is evaluated when it is first imported: an import above a pause that
 * reaches what belongs after it would pull that, unseen, into the earlier task (connect-http.ts pulled
 * the router and the layouts so, through navigation.tsx).
 */
const src = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const main = path.join(src, 'app/main.tsx');

/** The static value imports of a file, in order, as written ('@/…', './…' or a package name). */
function importsOf(file: string): string[] {
  const text = fs.readFileSync(file, 'utf8');
  return [...text.matchAll(/^import\s+(?!type\b)(?:[^'"]*?\s+from\s+)?'([^']+)'/gm)].map((m) => m[1]!);
}

/** A specifier resolved to a source file of the app, or the package name for a library. */
function resolve(from: string, specifier: string): string {
  if (!specifier.startsWith('.') && !specifier.startsWith('@/')) return specifier;
  const base = specifier.startsWith('@/') ? path.join(src, specifier.slice(2)) : path.resolve(path.dirname(from), specifier);
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts'), path.join(base, 'index.tsx')]) {
    if (fs.existsSync(candidate) && fs.statSync(candidate).isFile()) return candidate;
  }
  return base;
}

/** Everything a set of imports reaches, statically. */
function reached(from: string, specifiers: string[]): Set<string> {
  const seen = new Set<string>();
  const pending = specifiers.map((s) => resolve(from, s));
  for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
    if (seen.has(next)) continue;
    seen.add(next);
    if (/\.tsx?$/.test(next) && fs.existsSync(next)) pending.push(...importsOf(next).map((s) => resolve(next, s)));
  }
  return seen;
}

describe("the app's start, in three tasks", () => {
  const imports = importsOf(main);
  const firstPause = imports.indexOf('./pause-after-the-api');
  const pause = imports.indexOf('./pause-before-the-interface');
  const first = imports.slice(0, firstPause);
  const before = imports.slice(0, pause);
  const after = imports.slice(pause + 1);

  it('pauses after the API, before the other data modules', () => {
    expect(firstPause, 'main.tsx imports the first pause').toBeGreaterThan(0);
    expect(firstPause, 'before the second').toBeLessThan(pause);
    expect(first, 'the API base comes before it').toContain('@/shared/api/base-api');
    const early = [...reached(main, first)];
    // The endpoints, the store and the slices come after it.
    expect(early.filter((m) => /(public-queries|store|session-slice|cart-slice)\.tsx?$/.test(m))).toEqual([]);
  });

  it('pauses between the data modules and the interface', () => {
    expect(pause, 'main.tsx imports the pause').toBeGreaterThan(0);
    expect(before, 'the store comes before the pause').toContain('./store');
    expect(after, 'the router and the app come after it').toEqual(expect.arrayContaining(['react-router', './app-root', './router']));
  });

  it('reaches neither the router nor the layouts before the pause', () => {
    const early = [...reached(main, before)];
    expect(early.length, 'the imports are followed').toBeGreaterThan(20);
    expect(early.filter((m) => m === 'react-router' || m.includes(`${path.sep}app${path.sep}layouts${path.sep}`) || m.endsWith('app-root.tsx'))).toEqual([]);
  });
});
