import type { Edition } from '@/shared/api/editions';
import { festivalNameOf } from './festival-facts';

/** One edition's share of a visitor's things (registrations, tickets, payments). */
export interface EditionGroup<T> {
  slug: string;
  /** The edition's name in the reader's language ("جشنواره لینوکس ۱۴۰۴" / "Linux Festival 1404"); the slug until the list arrives. */
  name: string;
  current: boolean;
  items: T[];
}

/**
 * A visitor's things grouped by the edition they belong to, newest edition first (the order of
 * /api/editions/), each group in the order given. While the editions are not known yet, the groups
 * keep the order in which their editions first appear.
 */
export function groupByEdition<T>(items: readonly T[], editionOf: (item: T) => string, editions: readonly Edition[] | undefined): EditionGroup<T>[] {
  const groups = new Map<string, EditionGroup<T>>();
  for (const item of items) {
    const slug = editionOf(item);
    let group = groups.get(slug);
    if (!group) {
      const edition = editions?.find((e) => e.slug === slug);
      const name = edition ? festivalNameOf({ festival_name: edition.name, starts_on: edition.starts_on }) : slug;
      groups.set(slug, (group = { slug, name, current: edition?.is_current ?? false, items: [] }));
    }
    group.items.push(item);
  }
  const rank = (slug: string) => {
    const at = editions?.findIndex((e) => e.slug === slug) ?? -1;
    return at < 0 ? Number.MAX_SAFE_INTEGER : at;
  };
  return [...groups.values()].sort((a, b) => rank(a.slug) - rank(b.slug));
}

/** Whether the groups need headings: not when everything is of the current edition (the common case). */
export const groupsNeedHeadings = (groups: readonly EditionGroup<unknown>[]) => groups.length > 1 || (groups.length === 1 && !groups[0]!.current);
