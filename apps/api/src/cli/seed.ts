/**
 * `npm run seed -- path/to/festival.json`: loads a festival data file into the configured database
 * (DATABASE_URL, or the embedded one in DATA_DIR, read from the environment and `.env` like the
 * server). Migrates first. Loads only into an empty database; a refused file lists every problem
 * and exits 1, with nothing written.
 */
import 'dotenv/config';
import fs from 'node:fs';
import path from 'node:path';
import { migrate, openDatabase } from '../db/client';
import { loadSettings, SettingsError } from '../config/settings';
import { bundledFestivalFile } from '../seed/first-start';
import { FestivalFileRefused, formatProblem, loadFestivalFile } from '../seed/loader';
import { resolveTicketSecret } from '../lib/secrets';
import { backfillTickets, ticketKeyFrom } from '../modules/tickets';
import { proposalFileSteps } from '../modules/proposals';

async function main(): Promise<number> {
  const args = process.argv.slice(2).filter((a) => a !== '--');
  if (args.includes('--help') || args.includes('-h') || args.length > 1) {
    console.log('usage: npm run seed -- [path/to/festival.json]   (default: SEED_FILE, else the bundled demo festival)');
    return args.length > 1 ? 2 : 0;
  }
  let settings;
  try {
    settings = loadSettings();
  } catch (err) {
    if (err instanceof SettingsError) {
      console.error(err.message);
      return 2;
    }
    throw err;
  }
  // npm runs scripts from the repository root; a relative path means relative to where the user typed it.
  const callerDir = process.env.INIT_CWD ?? process.cwd();
  const file = args[0] ? path.resolve(callerDir, args[0]) : settings.SEED_FILE ? path.resolve(settings.SEED_FILE) : bundledFestivalFile;

  // A fresh DATA_DIR is made, as the server and the admin tool make it.
  if (!settings.DATABASE_URL) fs.mkdirSync(settings.DATA_DIR, { recursive: true });
  const database = await openDatabase({ url: settings.DATABASE_URL, dataDir: settings.DATA_DIR });
  try {
    await migrate(database);
    const where = settings.DATABASE_URL ? 'the PostgreSQL server in DATABASE_URL' : `the embedded database in ${path.resolve(settings.DATA_DIR)}`;
    const result = await loadFestivalFile(database.db, file, { dataDir: settings.DATA_DIR, proposalSteps: proposalFileSteps(settings.PUBLIC_URL) });
    if (result.status === 'not-empty') {
      console.error(`Not loaded: ${where} already holds a festival, and the file names no edition. A file with an`);
      console.error('"edition" section (slug, name, dates) is loaded as a new edition beside the others; without one, the');
      console.error('loader fills only an empty database: point DATABASE_URL or DATA_DIR at an empty one and run it again.');
      return 1;
    }
    // The file's registrations get their tickets now (the server would also do it at its next start).
    await backfillTickets(database.db, ticketKeyFrom(resolveTicketSecret(settings)));
    const counts = Object.entries(result.counts).map(([k, v]) => `${v} ${k}`).join(', ');
    console.log(`Loaded ${file} into ${where} as edition ${result.edition}: ${counts}.`);
    return 0;
  } catch (err) {
    if (err instanceof FestivalFileRefused) {
      console.error(`Refused ${err.file}: ${err.problems.length} problem(s), nothing was written.`);
      for (const p of err.problems) console.error(`  ${formatProblem(p)}`);
      return 1;
    }
    throw err;
  } finally {
    await database.close();
  }
}

main().then(
  (code) => process.exit(code),
  (err) => {
    console.error(err);
    process.exit(1);
  },
);
