import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';

/**
 * Rules that make the browser restyle a whole subtree whenever an element gains or loses a sibling:
 * a structural pseudo-class (`:last-child`, `:first-child`, `:nth-*`...) followed by a combinator and
 * the universal selector, as in `:not(:last-child) > *`. Chrome then restyles everything under an
 * element that stopped being a last child: while a long page was parsed, every card appended to the
 * programme's grid restyled the cards before it (a rule of a former toast library's did this). Read off
 * the production build (`npm run build -w apps/web`). No browser needed.
 */
const dist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../dist');
const SUBTREE_BEHIND_SIBLINGS = /:(?:first|last|only|nth(?:-last)?)-(?:child|of-type)(?:\([^)]*\))?\)*\s*[>~+\s]\s*\*/;

test('no rule of the built stylesheets puts a whole subtree behind an element’s place among its siblings', () => {
  const assets = path.join(dist, 'assets');
  expect(fs.existsSync(assets), 'build the web app first').toBe(true);
  const sheets = fs.readdirSync(assets).filter((f) => f.endsWith('.css'));
  expect(sheets.length, 'the build has stylesheets').toBeGreaterThan(0);
  for (const sheet of sheets) {
    const selectors = fs.readFileSync(path.join(assets, sheet), 'utf8').match(/[^{}]+(?=\{)/g) ?? [];
    const offending = selectors.filter((s) => SUBTREE_BEHIND_SIBLINGS.test(s));
    expect(offending, `${sheet}: ${offending.join(' | ')}`).toEqual([]);
  }
  // The pattern still finds what it is for.
  expect(SUBTREE_BEHIND_SIBLINGS.test(".stack[data-collapsed='true']:not(:last-child) > *")).toBe(true);
  expect(SUBTREE_BEHIND_SIBLINGS.test(':where(.divide-y>:not(:last-child))')).toBe(false);
});
