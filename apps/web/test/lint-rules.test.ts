import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/**
 * The lint rules that keep the web app's structure (eslint.config.js), each shown failing on a
 * deliberately broken file in apps/web/lint-fixtures (which the normal lint run ignores). A file
 * meant to sit at a given place in src/ is linted as if it were there (lintText's filePath).
 */
const web = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const root = path.resolve(web, '../..');
const eslint = new ESLint({ cwd: root, ignore: false });

async function lintAs(fixture: string, pretendPath: string) {
  const text = fs.readFileSync(path.join(web, 'lint-fixtures', fixture), 'utf8');
  const [result] = await eslint.lintText(text, { filePath: path.join(web, pretendPath) });
  return result.messages;
}

const rules = (messages: { ruleId: string | null }[]) => messages.map((m) => m.ruleId);

// ESLint's first run resolves every import of the project: seconds on a busy machine.
describe('lint rules of the web app', { timeout: 60_000 }, () => {
  it('fails a feature that imports app/', async () => {
    const messages = await lintAs('feature-imports-app.ts', 'src/features/cart/feature-imports-app.ts');
    expect(rules(messages)).toContain('no-restricted-imports');
    expect(messages.find((m) => m.ruleId === 'no-restricted-imports')?.message).toMatch(/never import app/);
  });

  it('lets a feature test build the app store, and nothing else of app/', async () => {
    expect(rules(await lintAs('feature-imports-app.ts', 'src/features/cart/store.test.ts'))).not.toContain('no-restricted-imports');
    const other = await eslint.lintText("import { AppRoutes } from '@/app/router';\nexport const r = AppRoutes;\n", {
      filePath: path.join(web, 'src/features/cart/router.test.ts'),
    });
    expect(rules(other[0].messages)).toContain('no-restricted-imports');
  });

  it('fails an import cycle', async () => {
    const results = await eslint.lintFiles([path.join(web, 'lint-fixtures/cycle/first.ts')]);
    expect(rules(results[0].messages)).toContain('import-x/no-cycle');
  });

  it('fails a cycle through the @/ alias too', async () => {
    // shared/store/hooks.ts is imported by shared/store/session.ts; importing session back closes a loop.
    const [result] = await eslint.lintText("import { useSession } from '@/shared/store/session';\nexport const u = useSession;\n", {
      filePath: path.join(web, 'src/shared/store/hooks.ts'),
    });
    expect(rules(result.messages)).toContain('import-x/no-cycle');
  });

  it('fails a feature that calls the API itself instead of going through shared/api', async () => {
    const messages = await lintAs('feature-imports-http.ts', 'src/features/faq/faq-calls.ts');
    expect(messages.filter((m) => m.ruleId === 'no-restricted-syntax')).toHaveLength(2);
  });

  it('holds file names to the naming rule', async () => {
    const named = async (pretendPath: string) =>
      rules((await eslint.lintText('export const x = 1;\n', { filePath: path.join(web, pretendPath) }))[0].messages);
    expect(await named('src/features/cart/components/cart-row.tsx')).toContain('check-file/filename-naming-convention');
    expect(await named('src/features/cart/CartMaths.ts')).toContain('check-file/filename-naming-convention');
    expect(await named('src/features/cart/Helpers/thing.ts')).toContain('check-file/folder-naming-convention');
    expect(await named('src/features/cart/components/CartRow.tsx')).not.toContain('check-file/filename-naming-convention');
    expect(await named('src/features/cart/components/icons.tsx')).not.toContain('check-file/filename-naming-convention');
  });
});
