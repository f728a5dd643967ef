import type { ComponentType } from 'react';
import { useParams } from 'react-router';
import { useGetFestivalQuery } from './api/festival';

/**
 * The edition a programme page shows: an archived one's slug under /archive/{slug}/..., undefined on
 * the current edition's own pages. The API answers the current edition unless asked `?edition=slug`.
 */
export function useEdition(): string | undefined {
  return useParams().slug;
}

/** A programme page's address in an edition: `/workshop/3` stays as it is for the current one, `/archive/1404/workshop/3` for an archived one. */
export const editionPath = (edition: string | undefined, path: string) => (edition ? `/archive/${edition}${path === '/' ? '' : path}` : path);

/** An archived edition's name (its festival's), or its slug until the facts arrive; "" on the current edition's pages (asks nothing). */
export function useEditionName(edition: string | undefined): string {
  const { data } = useGetFestivalQuery(edition, { skip: !edition });
  return edition ? data?.festival_name || edition : '';
}

/** Whether a query failed with 404 (an unknown edition). */
export const isNotFound = (error: unknown) => (error as { status?: unknown } | undefined)?.status === 404;

/**
 * What an archived edition's page shows besides the current one's (shared/archive.ts): its notice and
 * its not-found page. Handed to the programme pages by the archive's routes (app/router.tsx), so that
 * neither they nor the archive's strings weigh on the pages every visitor loads.
 */
export interface ArchiveParts {
  Notice: ComponentType<{ edition: string }>;
  NotFound: ComponentType;
}
