import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import type { ListParams } from '@/shared/api/admin-list';

export const DEFAULT_PAGE_SIZE = 20;

/**
 * A console table's page, size, ordering, search and filters live in the address, so a reload, a
 * shared link or the back button shows the same rows. Changing anything but the page goes back to
 * page 1 (the old page may not exist in the new result). `filters` names the list's own keys.
 */
export function useListParams(filters: readonly string[] = [], defaults: { ordering?: string } = {}) {
  const [search, setSearch] = useSearchParams();
  const params = useMemo<ListParams>(() => {
    const page = Number(search.get('page'));
    const size = Number(search.get('page_size'));
    const result: ListParams = {
      page: Number.isInteger(page) && page > 0 ? page : 1,
      page_size: Number.isInteger(size) && size > 0 ? size : DEFAULT_PAGE_SIZE,
      ordering: search.get('ordering') ?? defaults.ordering,
      search: search.get('search') ?? undefined,
    };
    for (const key of filters) result[key] = search.get(key) ?? undefined;
    return result;
  }, [search, filters, defaults.ordering]);

  const update = (patch: Record<string, string | number | undefined>) => {
    setSearch(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(patch)) {
          if (value === undefined || value === '') next.delete(key);
          else next.set(key, String(value));
        }
        if (!('page' in patch)) next.delete('page');
        return next;
      },
      { replace: false },
    );
  };
  return { params, update };
}

/** The edition a console page shows: its `?edition=` (a list filter), undefined for the current one. */
export const editionOf = (params: ListParams): string | undefined => (typeof params.edition === 'string' ? params.edition : undefined);
