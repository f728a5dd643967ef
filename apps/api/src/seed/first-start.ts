import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/client';
import type { Settings } from '../config/settings';
import { apiRoot } from '../db/api-root';
import { isDatabaseEmpty, loadFestivalFile, type ProposalSteps } from './loader';

/** The demo festival shipped with the project (apps/api/seed/demo-festival.json): this year's edition. */
export const bundledFestivalFile = path.join(apiRoot, 'seed/demo-festival.json');
/** Last year's edition of the demo, archived with a few sales, so a newcomer sees the archive on the first start. */
export const bundledArchiveFile = path.join(apiRoot, 'seed/demo-festival-1404.json');

/**
 * Loads SEED_FILE (or, outside production, the bundled demo festival) into an empty database; does
 * nothing on a database that already holds a festival. Production never loads the demo festival of
 * itself: its accounts' passwords are in the README. It starts empty, and the first admin is made
 * with `npm run admin -- create`. Several processes starting together on one database
 * are safe (the loader serialises them and re-checks). A file that breaks the rules stops the
 * start with every problem listed (FestivalFileRefused), since serving an empty festival would hide it.
 * `proposalSteps`: the proposals module's (proposalFileSteps), for the file's invitations and decisions.
 */
export async function seedOnFirstStart(database: Database, settings: Settings, log: FastifyBaseLogger, proposalSteps: ProposalSteps): Promise<void> {
  if (!(await isDatabaseEmpty(database.db))) {
    log.debug('database already holds a festival; not seeding');
    return;
  }
  if (!settings.SEED_FILE && settings.NODE_ENV === 'production') {
    log.info('production: starting with an empty festival (no SEED_FILE); make the first admin with `npm run admin -- create`');
    return;
  }
  const file = settings.SEED_FILE ? path.resolve(settings.SEED_FILE) : bundledFestivalFile;
  const result = await loadFestivalFile(database.db, file, { dataDir: settings.DATA_DIR, proposalSteps });
  if (result.status !== 'loaded') {
    log.info('another process seeded the database first; not seeding');
    return;
  }
  log.info({ file, counts: result.counts }, 'festival data file loaded into the empty database');
  if (file !== bundledFestivalFile) return;
  const archive = await loadFestivalFile(database.db, bundledArchiveFile, { dataDir: settings.DATA_DIR, proposalSteps });
  if (archive.status === 'loaded') log.info({ file: bundledArchiveFile, counts: archive.counts }, 'last year\'s demo edition loaded beside it');
}
