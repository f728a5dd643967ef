import { describe, expect, it } from 'vitest';
import type { Edition } from '@/shared/api/editions';
import { groupByEdition, groupsNeedHeadings } from './edition-groups';

const edition = (id: number, slug: string, is_current = false): Edition => ({ id, slug, name: `جشنواره لینوکس ${slug}`, starts_on: '', ends_on: '', is_current });
// Newest first, as /api/editions/ answers.
const editions = [edition(3, '1406', true), edition(2, '1405'), edition(1, '1404')];

describe('groupByEdition', () => {
  it('groups by edition, newest edition first, each group in the order given', () => {
    const items = [
      { id: 1, edition: '1404' },
      { id: 2, edition: '1406' },
      { id: 3, edition: '1404' },
      { id: 4, edition: '1405' },
    ];
    const groups = groupByEdition(items, (i) => i.edition, editions);
    expect(groups.map((g) => [g.slug, g.items.map((i) => i.id)])).toEqual([
      ['1406', [2]],
      ['1405', [4]],
      ['1404', [1, 3]],
    ]);
    expect(groups.map((g) => g.current)).toEqual([true, false, false]);
    expect(groups[2]!.name).toBe('جشنواره لینوکس 1404');
  });

  it('keeps the order of first appearance, named by slug, until the editions arrive', () => {
    const groups = groupByEdition([{ e: '1404' }, { e: '1405' }], (i) => i.e, undefined);
    expect(groups.map((g) => [g.slug, g.name])).toEqual([
      ['1404', '1404'],
      ['1405', '1405'],
    ]);
  });

  it('asks for headings unless everything is of the current edition', () => {
    const only = (slug: string) => groupByEdition([{ e: slug }], (i) => i.e, editions);
    expect(groupsNeedHeadings(only('1406'))).toBe(false);
    expect(groupsNeedHeadings(only('1404'))).toBe(true);
    expect(groupsNeedHeadings(groupByEdition([{ e: '1406' }, { e: '1405' }], (i) => i.e, editions))).toBe(true);
    expect(groupsNeedHeadings([])).toBe(false);
  });
});
