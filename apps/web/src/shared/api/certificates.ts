import type { Certificate, CertificateCheck, CertificateKind } from '@fest/contract';
import { api } from './base-api';

// Types only: a value import from the contract would pull zod into the bundle.
export type { Certificate, CertificateCheck, CertificateKind };

/** The English PDF of a certificate: the same address with `?lang=en`. */
export const englishPdfUrl = (pdfUrl: string) => `${pdfUrl}${pdfUrl.includes('?') ? '&' : '?'}lang=en`;

/** The public check page of a certificate (the address its QR code holds). */
export const checkPagePath = (code: string) => `/certificates/${encodeURIComponent(code)}`;

/** /api/certificates/*: the visitor's certificates, and the public check of one by its code. */
export const certificatesApi = api.injectEndpoints({
  endpoints: (build) => ({
    getMyCertificates: build.query<Certificate[], void>({
      query: () => '/api/certificates/',
      providesTags: ['Certificates'],
    }),
    /** 404 NOT_FOUND for a code that names no certificate. */
    checkCertificate: build.query<CertificateCheck, string>({
      query: (code) => `/api/certificates/${encodeURIComponent(code)}/`,
      providesTags: ['Certificates'],
    }),
  }),
});

export const { useGetMyCertificatesQuery, useCheckCertificateQuery } = certificatesApi;
