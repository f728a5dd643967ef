import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { rowsOf } from '../../src/db/client';
import { createTestDatabase, onServer } from '../helpers/database';

/** db/listen.ts ServerListens: a process keeps one LISTEN connection, whatever the number of channels. */
describe.skipIf(!onServer)('the LISTEN connection of a process (PostgreSQL server)', () => {
  it('carries every channel on one connection, hears each, and ends when the last listener stops', async () => {
    const database = await createTestDatabase();
    const channels = ['catalogue_changed', 'sessions_changed', 'sms_queued'];
    const listenConnections = async () =>
      rowsOf<{ n: number }>(
        await database.db.execute(sql`select count(*)::int as n from pg_stat_activity
          where datname = current_database() and application_name = ${`listen ${process.pid}`}`),
      )[0]!.n;
    try {
      const heard = new Map<string, string[]>(channels.map((c) => [c, []]));
      const listening = new Map<string, boolean>();
      const stops = [];
      // Named one after another: the second and third join a connection already LISTENing.
      for (const channel of channels) {
        stops.push(
          await database.listen(channel, {
            onNotify: (payload) => payload !== undefined && heard.get(channel)!.push(payload),
            onListening: (now) => listening.set(channel, now),
          }),
        );
        expect(listening.get(channel)).toBe(true);
      }
      expect(await listenConnections()).toBe(1);

      for (const channel of channels) await database.db.execute(sql`select pg_notify(${channel}, ${`to ${channel}`})`);
      await expect.poll(() => channels.map((c) => heard.get(c)!.join())).toEqual(channels.map((c) => `to ${c}`));

      for (const stop of stops) await stop();
      expect([...listening.values()]).toEqual([false, false, false]);
      await expect.poll(listenConnections).toBe(0);
    } finally {
      await database.close();
    }
  });
});
