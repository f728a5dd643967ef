// The PDF engine's cost (decision 029): run in a fresh process so its memory is the engine's own.
import { execFileSync } from 'node:child_process';
import path from 'node:path';

export function benchPdf({ root }) {
  const out = execFileSync(process.execPath, ['--import', 'tsx', path.join(root, 'scripts/bench/pdf-run.mts')], {
    cwd: path.join(root, 'apps/api'),
    encoding: 'utf8',
  });
  const r = JSON.parse(out.trim().split('\n').pop());
  const ms = (n) => `${n.toFixed(0)} ms`;
  const mb = (n) => `${n.toFixed(0)} MB`;
  console.log(`    one certificate: first ${ms(r.firstMs)} (fonts loaded), then median ${ms(r.medianMs)}, p90 ${ms(r.p90Ms)}; ${(r.pdfBytes / 1024).toFixed(0)} KB`);
  console.log(`    one receipt (a purchase e-mail's attachment): median ${ms(r.receiptMedianMs)}, p90 ${ms(r.receiptP90Ms)}`);
  console.log(`    process memory (RSS): ${mb(r.rssBeforeMb)} at start, ${mb(r.rssOneMb)} at most while making certificates`);
  console.log(`    a ZIP of 100: ${(r.zipMs / 1000).toFixed(1)} s (${ms(r.zipMs / 100)} each), ${(r.zipBytes / 2 ** 20).toFixed(1)} MB, RSS at most ${mb(r.rssZipMb)}`);
}
