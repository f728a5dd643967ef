import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * A comment says the thing itself, never only the number of the ticket that asked for it: the tracker
 * is not in the repository, so "see issue N" tells a reader nothing (docs/conventions.md, code habits).
 * Every source file of the repository is read, outside installed packages and build output.
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
const SOURCES = ['apps', 'packages', 'scripts', '.ci'];
const EXTENSIONS = /\.(ts|tsx|mjs|js|css|sql)$/;
const SKIPPED = new Set(['node_modules', 'dist', 'coverage', 'test-results', 'playwright-report']);
const ISSUE_NUMBER = /\bissues? #?\d+/i;

function sourceFiles(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return SKIPPED.has(entry.name) ? [] : sourceFiles(full);
    return EXTENSIONS.test(entry.name) ? [full] : [];
  });
}

function issueCitations(files: string[]): string[] {
  return files.flatMap((file) =>
    fs
      .readFileSync(file, 'utf8')
      .split('\n')
      .flatMap((line, i) => (ISSUE_NUMBER.test(line) ? [`${path.relative(root, file)}:${i + 1}: ${line.trim()}`] : [])),
  );
}

describe('comments', () => {
  it('cite no issue numbers anywhere in the sources', () => {
    const files = SOURCES.flatMap((dir) => sourceFiles(path.join(root, dir)));
    expect(files.length).toBeGreaterThan(100);
    expect(issueCitations(files)).toEqual([]);
  });

  it('are caught citing one, singular or plural, with or without #', () => {
    const scratch = fs.mkdtempSync(path.join(fs.realpathSync(process.env.TMPDIR ?? '/tmp'), 'issue-numbers-'));
    const file = path.join(scratch, 'sample.ts');
    // Written in pieces, so that this file does not cite what it tests for.
    const citations = ['// the rush (Issue' + ' 7)', '/* see issues' + ' 3 and 4 */', ' * as asked in issue' + ' #12'];
    fs.writeFileSync(file, [...citations, '// zod issue paths are fine', 'for (const issue of issues) {}'].join('\n'));
    try {
      expect(issueCitations([file])).toHaveLength(citations.length);
    } finally {
      fs.rmSync(scratch, { recursive: true, force: true });
    }
  });
});
