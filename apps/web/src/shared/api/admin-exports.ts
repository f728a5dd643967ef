import { saveBlob } from '../download';
import { api } from './base-api';

export type ExportKind = 'attendees' | 'payments' | 'users' | 'invoices';
export type ExportFormat = 'csv' | 'xlsx';

export interface ExportRequest {
  kind: ExportKind;
  format: ExportFormat;
  /** For attendees: whose presentation. */
  presentation?: number;
  /** For payments and invoices: which edition's (undefined: the current one's). */
  edition?: string;
}

/** The file name the browser saves: attendees-12.xlsx, payments.csv, payments-1404.csv. */
export function exportFileName({ kind, format, presentation, edition }: ExportRequest): string {
  return `${kind}${presentation === undefined ? '' : `-${presentation}`}${edition ? `-${edition}` : ''}.${format}`;
}

/**
 * GET /api/admin/exports/{kind}.{format}: the download needs the organiser's token, so it is
 * fetched through the data layer (as a Blob) and then saved, rather than opened as a plain link.
 */
export const adminExportsApi = api.injectEndpoints({
  endpoints: (build) => ({
    downloadExport: build.mutation<null, ExportRequest>({
      async queryFn(request, _api, _extra, baseQuery) {
        const answer = await baseQuery({
          url: `/api/admin/exports/${request.kind}.${request.format}`,
          params: { presentation: request.presentation, edition: request.edition },
          responseType: 'blob',
        });
        if (answer.error) return { error: answer.error };
        saveBlob(answer.data as Blob, exportFileName(request));
        return { data: null };
      },
    }),
  }),
});

export const { useDownloadExportMutation } = adminExportsApi;
