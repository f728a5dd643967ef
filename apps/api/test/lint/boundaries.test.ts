import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

/**
 * The API's import boundaries are lint rules (eslint.config.js, apiBoundaryBlocks). These run ESLint
 * with the repository's own config on files broken on purpose, so removing or weakening a rule fails here.
 * The fixtures (fixtures/src, a miniature apps/api/src) are ignored by `npm run lint`; the same rule
 * blocks are built for them as for apps/api/src.
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
const fixture = (file: string) => path.join(root, 'apps/api/test/lint/fixtures/src', file);

let eslint: ESLint;
beforeAll(() => {
  // ignore: false, because the fixtures are ignored by the normal run.
  eslint = new ESLint({ cwd: root, ignore: false });
});

async function problems(file: string) {
  const [result] = await eslint.lintFiles([fixture(file)]);
  return result!.messages.map((m) => ({ rule: m.ruleId, message: m.message }));
}

describe('API import boundaries', () => {
  it('refuses a module reaching into another module’s files', async () => {
    expect(await problems('modules/buyer/reaches-in.ts')).toEqual([
      { rule: 'import-x/no-restricted-paths', message: expect.stringContaining('through its public face') },
    ]);
  });

  it('allows a module to import another through its public face (index.ts)', async () => {
    expect(await problems('modules/buyer/through-face.ts')).toEqual([]);
  });

  it('refuses an import cycle', async () => {
    expect(await problems('modules/loop/first.ts')).toEqual([
      { rule: 'import-x/no-cycle', message: expect.stringContaining('Dependency cycle') },
    ]);
    expect(await problems('modules/loop/second.ts')).toEqual([
      { rule: 'import-x/no-cycle', message: expect.stringContaining('Dependency cycle') },
    ]);
  });

  it('refuses a gateway client importing a module', async () => {
    expect(await problems('gateways/client.ts')).toEqual([
      { rule: 'import-x/no-restricted-paths', message: expect.stringContaining('import no modules/') },
    ]);
  });

  it('guards the real tree too: competition may not reach into payments’ files', async () => {
    const code = "import { orderNumber } from '../payments/checkout';\nexport const n = orderNumber(1);\n";
    const [result] = await eslint.lintText(code, { filePath: path.join(root, 'apps/api/src/modules/competition/reaches-in.ts') });
    expect(result!.messages.map((m) => m.ruleId)).toEqual(['import-x/no-restricted-paths']);
  });
});
