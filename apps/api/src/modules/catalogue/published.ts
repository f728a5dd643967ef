import { sql, type SQL } from 'drizzle-orm';
import { presentations } from '../../db/schema';

/**
 * What the public may see of the programme, the one rule every public answer applies (the catalogue's
 * lists and pages, presenters, the schedule files, calendars, link previews, the server-drawn pages, cart
 * and agenda adds, waiting lists): a session is public once published. A draft (a confirmed proposal
 * not yet placed and published, migration 0036) is the organisers' only, as unknown to anyone else as
 * an id never used. Publishing writes presentations, whose trigger (migration 0003) drops every
 * process's kept answers.
 *
 * `alias`: the name the statement gives presentations (`p`); left out, the table itself (Drizzle's columns).
 */
export const publishedSql = (alias?: string): SQL =>
  alias === undefined ? sql`${presentations.isPublished}` : sql`${sql.identifier(alias)}.is_published`;
