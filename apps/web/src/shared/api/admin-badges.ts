import { api } from './base-api';
import { fetchAndSave } from './file-download';

export type BadgeLayout = 'sheet' | 'single';

export interface BadgesRequest {
  /** An edition's slug; undefined for the current one (ignored with a presentation: its own edition). */
  edition?: string;
  presentation?: number;
  /** A Tehran day, YYYY-MM-DD. */
  day?: string;
  /** A4 sheets of eight (the server's default) or one per A6 page. */
  layout?: BadgeLayout;
}

/** badges-1405.pdf, badges-presentation-12-single.pdf, badges-2027-02-15.pdf. */
export function badgesFileName({ edition, presentation, day, layout }: BadgesRequest): string {
  const scope = presentation !== undefined ? `presentation-${presentation}` : (day ?? edition);
  return `badges${scope ? `-${scope}` : ''}${layout === 'single' ? '-single' : ''}.pdf`;
}

/**
 * GET /api/admin/badges.pdf: printable name badges. Only for the organiser's token, so fetched through
 * the data layer and saved (not a link); a refusal (400/404: nobody holds a ticket there) is read out
 * of the Blob so the page can say what the server said.
 */
export const adminBadgesApi = api.injectEndpoints({
  endpoints: (build) => ({
    downloadBadges: build.mutation<null, BadgesRequest>({
      queryFn: (request, _api, _extra, baseQuery) =>
        fetchAndSave(
          baseQuery,
          { url: '/api/admin/badges.pdf', params: { edition: request.edition, presentation: request.presentation, day: request.day, layout: request.layout } },
          badgesFileName(request),
        ),
    }),
  }),
});

export const { useDownloadBadgesMutation } = adminBadgesApi;
