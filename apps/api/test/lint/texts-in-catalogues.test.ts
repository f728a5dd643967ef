import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * The API's Persian texts live in catalogues (texts.ts: lib/texts.ts for the shared ones, one per
 * module or folder for its own), so that they can be read, reviewed and changed in one place. This
 * fails on a Persian string literal anywhere else in apps/api/src. Allowed elsewhere: the seed (its
 * festival content is content, not interface text), migrations, the sandbox's HTML pages (each page
 * is a template that holds its own words) and tests. Comments and regular expressions are not texts.
 */
const src = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../src');

const allowed = (relative: string) =>
  path.basename(relative) === 'texts.ts' ||
  relative.endsWith('.test.ts') ||
  relative.startsWith('seed/') ||
  relative.startsWith('db/migrations/') ||
  /^sandbox\/[^/]+\/page\.ts$/.test(relative);

const PERSIAN = /[\u0600-\u06FF]/;

/** The Persian string literals (and template literal parts) of one TypeScript source, as `line: text`. */
function persianLiterals(source: string, fileName = 'file.ts'): string[] {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true);
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if (
      ts.isStringLiteral(node) ||
      ts.isNoSubstitutionTemplateLiteral(node) ||
      ts.isTemplateHead(node) ||
      ts.isTemplateMiddle(node) ||
      ts.isTemplateTail(node)
    ) {
      if (PERSIAN.test(node.text)) found.push(`${file.getLineAndCharacterOfPosition(node.getStart()).line + 1}: ${node.text}`);
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return entry.name.endsWith('.ts') ? [full] : [];
  });
}

describe('Persian texts live in the catalogues', () => {
  it('finds Persian in strings and templates, not in comments or regular expressions', () => {
    const source = [
      '// یک یادداشت',
      "const digits = /[۰-۹]/g;",
      "const a = 'سلام';",
      'const b = `${digits} تومان`;',
      "const c = 'plain';",
    ].join('\n');
    expect(persianLiterals(source)).toEqual(['3: سلام', '4:  تومان']);
  });

  it('holds for apps/api/src', () => {
    const offenders = sourceFiles(src)
      .map((file) => path.relative(src, file).split(path.sep).join('/'))
      .filter((relative) => !allowed(relative))
      .flatMap((relative) => persianLiterals(readFileSync(path.join(src, relative), 'utf8'), relative).map((hit) => `${relative}:${hit}`));
    expect(offenders).toEqual([]);
  });
});
