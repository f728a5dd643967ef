import { execFile } from 'node:child_process';
import { accessSync, constants, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { pathToFileURL } from 'node:url';

/**
 * LibreOffice, headless, as the organisers' spreadsheet program: the exports are checked by what it
 * reads from them, not by our own parser. .ci/run installs it (libreoffice-calc-nogui); a developer
 * without it sees the tests skipped with the reason, except under CI, where they run and fail.
 */

const run = promisify(execFile);

/** soffice's path, or null when it is not installed. */
export const findSoffice = () => findOnPath('soffice');

/** A program's path on PATH, or null when it is not installed. */
export function findOnPath(program: string): string | null {
  for (const dir of (process.env.PATH ?? '').split(path.delimiter)) {
    const candidate = path.join(dir, program);
    try {
      accessSync(candidate, constants.X_OK);
      return candidate;
    } catch {
      // not here
    }
  }
  return null;
}

export const SOFFICE = findSoffice();
/** Skip the LibreOffice tests only on a developer's machine without it; CI must have it. */
export const SKIP_LIBREOFFICE = !SOFFICE && !process.env.CI;
if (SKIP_LIBREOFFICE) {
  console.warn('[api tests] soffice (LibreOffice) is not installed: the tests that open the exports in LibreOffice are SKIPPED. apt-get install -y libreoffice-calc-nogui');
}

/**
 * A CSV as LibreOffice Calc opens one by default: comma-separated, '"' quoting, UTF-8 (the byte-order
 * mark the dialog detects), every column "Standard", so numbers are recognised as numbers.
 */
const CSV_IMPORT = 'Text - txt - csv (StarCalc):44,34,76,1';
/** What LibreOffice then writes back as CSV (UTF-8), each cell as it is shown. */
const CSV_EXPORT = 'csv:Text - txt - csv (StarCalc):44,34,76';

/**
 * Opens each file in LibreOffice and saves its first sheet as CSV: the text of every cell as
 * LibreOffice shows it (a number that lost its 0 shows without it; a format that groups thousands
 * shows its separators). Files of one kind per call (CSV files are opened with the CSV import).
 */
export async function readWithLibreOffice(files: Record<string, Buffer>, kind: 'csv' | 'xlsx'): Promise<Record<string, string>> {
  if (!SOFFICE) throw new Error('soffice (LibreOffice) is not installed: apt-get install -y libreoffice-calc-nogui');
  const work = mkdtempSync(path.join(tmpdir(), 'fest-soffice-'));
  try {
    const inputs = Object.entries(files).map(([name, bytes]) => {
      const file = path.join(work, `${name}.${kind}`);
      writeFileSync(file, bytes);
      return file;
    });
    const out = path.join(work, 'out');
    // A profile of its own: two soffice processes sharing one (parallel test runs) wait on each other or fail.
    const profile = pathToFileURL(path.join(work, 'profile')).href;
    await run(
      SOFFICE,
      [`-env:UserInstallation=${profile}`, '--headless', '--norestore', ...(kind === 'csv' ? [`--infilter=${CSV_IMPORT}`] : []), '--convert-to', CSV_EXPORT, '--outdir', out, ...inputs],
      { timeout: 120_000 },
    );
    return Object.fromEntries(Object.keys(files).map((name) => [name, readFileSync(path.join(out, `${name}.csv`), 'utf8').replace(/^\uFEFF/, '')]));
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}
