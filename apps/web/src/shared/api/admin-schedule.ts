import type { SchedulePublishResult } from '@fest/contract';
import { api } from './base-api';
import { writeTags } from './admin-list';

export type { SchedulePublishResult };

/**
 * /api/admin/schedule/*: publishing the current edition's placed drafts at once. Moves are the
 * presentations' PATCH (admin-presentations.ts, updatePresentation).
 */
export const adminScheduleApi = api.injectEndpoints({
  endpoints: (build) => ({
    publishSchedule: build.mutation<SchedulePublishResult, void>({
      query: () => ({ url: '/api/admin/schedule/publish/', method: 'POST' }),
      // The drafts become sessions every visitor sees.
      invalidatesTags: writeTags('AdminPresentations', 'Presentations', 'AdminCoupons'),
    }),
  }),
});

export const { usePublishScheduleMutation } = adminScheduleApi;
