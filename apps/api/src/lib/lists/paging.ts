import type { Paged } from '@fest/contract';

/** The page asked for, as the query parsed it (adminListQuerySchema: page from 1, size capped). */
export interface PageRequest {
  page: number;
  page_size: number;
}

/**
 * One page of a list in two queries whatever the page: the count of everything that matches and the
 * page's rows, run side by side. `rows` gets LIMIT and OFFSET; both must apply the same filters.
 */
export async function pageOf<R>(
  page: PageRequest,
  query: { count: () => Promise<number>; rows: (limit: number, offset: number) => Promise<R[]> },
): Promise<Paged<R>> {
  const [count, results] = await Promise.all([query.count(), query.rows(page.page_size, (page.page - 1) * page.page_size)]);
  return { count, results };
}
