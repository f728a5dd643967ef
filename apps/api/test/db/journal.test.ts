import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { migrationsFolder } from '../../src/db/client';

interface JournalEntry {
  idx: number;
  when: number;
  tag: string;
}

const journal = JSON.parse(fs.readFileSync(path.join(migrationsFolder, 'meta/_journal.json'), 'utf8')) as {
  entries: JournalEntry[];
};

describe('migration journal', () => {
  // Drizzle applies only the migrations whose `when` is later than the last one a database has seen:
  // a migration dated earlier than its predecessor is silently skipped on every existing database.
  it('dates every migration after the one before it', () => {
    const whens = journal.entries.map((e) => e.when);
    for (let i = 1; i < whens.length; i += 1) expect(whens[i], journal.entries[i]!.tag).toBeGreaterThan(whens[i - 1]!);
  });

  it('numbers the migrations in order, each with its SQL file', () => {
    journal.entries.forEach((entry, i) => {
      if (i > 0) expect(entry.idx).toBeGreaterThan(journal.entries[i - 1]!.idx);
      expect(entry.tag.startsWith(String(entry.idx).padStart(4, '0'))).toBe(true);
      expect(fs.existsSync(path.join(migrationsFolder, `${entry.tag}.sql`))).toBe(true);
    });
  });
});
