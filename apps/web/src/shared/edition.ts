import { useParams } from 'react-router';

/**
 * The edition a programme page shows: an archived one's slug under /archive/{slug}/..., undefined on
 * the current edition's own pages. The API answers the current edition unless asked `?edition=slug`.
 */
export function useEdition(): string | undefined {
  return useParams().slug;
}

/** A programme page's address in an edition: `/workshop/3` stays as it is for the current one, `/archive/1404/workshop/3` for an archived one. */
export const editionPath = (edition: string | undefined, path: string) => (edition ? `/archive/${edition}${path === '/' ? '' : path}` : path);
