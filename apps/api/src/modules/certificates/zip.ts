import { once } from 'node:events';
import { PassThrough, type Readable } from 'node:stream';
import { Zip, ZipPassThrough } from 'fflate';

/**
 * A ZIP of files made one at a time, streamed as it is made: each entry is asked for only when the
 * one before it has left (or the client is reading), so a session of hundreds of certificates never
 * holds more than one PDF in memory. PDFs are compressed already: entries are stored as they are.
 * An entry whose `make` answers null is left out; a failure part way ends the stream with that error.
 */
export function zipStream(entries: readonly { name: string; make: () => Promise<Uint8Array | null> }[]): Readable {
  const out = new PassThrough();
  const zip = new Zip((err, chunk, final) => {
    if (err) return void out.destroy(err);
    out.write(chunk);
    if (final) out.end();
  });
  void (async () => {
    for (const { name, make } of entries) {
      if (out.destroyed) return;
      const bytes = await make();
      if (!bytes) continue;
      const entry = new ZipPassThrough(name);
      zip.add(entry);
      entry.push(bytes, true);
      // The client reads slower than PDFs are made: wait for it (or for it to go away).
      if (out.writableNeedDrain) await Promise.race([once(out, 'drain'), once(out, 'close')]);
    }
    zip.end();
  })().catch((err: unknown) => out.destroy(err instanceof Error ? err : new Error(String(err))));
  return out;
}
