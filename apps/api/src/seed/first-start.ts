import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/client';
import type { Settings } from '../plugins/settings';

/** Loads SEED_FILE (or the bundled demo festival) into an empty database. Filled in by the seed loader. */
export async function seedOnFirstStart(database: Database, settings: Settings, log: FastifyBaseLogger): Promise<void> {
  void database;
  void settings;
  void log;
}
