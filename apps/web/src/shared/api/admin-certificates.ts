import { saveBlob } from '../download';
import { api } from './base-api';
import { writeTags, type ListParams, type Paged } from './admin-list';
import type { AdminCertificate, AdminCertificateCreate, Certificate, CertificatesIssued } from '@fest/contract';

export type { AdminCertificate, AdminCertificateCreate };

const base = '/api/admin/certificates/';
// Issuing or revoking changes the organisers' list, the visitor's list and the public check.
const changed = writeTags('AdminCertificates', 'Certificates');

/**
 * /api/admin/certificates/* and a session's bulk issue and ZIP: the organisers' side of the
 * certificates of attendance and of presenting.
 */
export const adminCertificatesApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** `?presentation=` one session's, `?edition=` an edition's (the current one by default). */
    listAdminCertificates: build.query<Paged<AdminCertificate>, ListParams>({
      query: (params) => ({ url: base, params }),
      providesTags: ['AdminCertificates'],
    }),
    /** 201 the certificate; 409 when that person already has one for that session. */
    issueCertificate: build.mutation<Certificate, AdminCertificateCreate>({
      query: (body) => ({ url: base, method: 'POST', body }),
      invalidatesTags: changed,
    }),
    /** Revoked, not deleted: its check page then says so. */
    revokeCertificate: build.mutation<void, string>({
      query: (code) => ({ url: `${base}${encodeURIComponent(code)}/`, method: 'DELETE' }),
      invalidatesTags: changed,
    }),
    /** Issues one to every attendee checked in to the session who has none yet; answers how many. */
    issueForPresentation: build.mutation<CertificatesIssued, number>({
      query: (presentation) => ({ url: `/api/admin/presentations/${presentation}/certificates/`, method: 'POST' }),
      invalidatesTags: changed,
    }),
    /** The session's certificates as one ZIP of PDFs; it needs the organiser's token, so it is fetched, then saved. */
    downloadCertificatesZip: build.mutation<null, number>({
      async queryFn(presentation, _api, _extra, baseQuery) {
        const answer = await baseQuery({ url: `/api/admin/presentations/${presentation}/certificates.zip`, responseType: 'blob' });
        if (answer.error) return { error: answer.error };
        saveBlob(answer.data as Blob, `certificates-${presentation}.zip`);
        return { data: null };
      },
    }),
  }),
});

export const {
  useListAdminCertificatesQuery,
  useIssueCertificateMutation,
  useRevokeCertificateMutation,
  useIssueForPresentationMutation,
  useDownloadCertificatesZipMutation,
} = adminCertificatesApi;
