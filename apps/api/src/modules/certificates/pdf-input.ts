/** What a certificate's PDF shows: everything is read by the caller; the renderer reads nothing itself. */
export interface CertificatePdfInput {
  code: string;
  kind: 'ATTENDANCE' | 'PRESENTER';
  lang: 'fa' | 'en';
  /** The name fixed on the certificate when it was issued. */
  name: string;
  presentation: {
    faTitle: string;
    enTitle: string;
    start: Date;
    end: Date;
    /** Presenters' full names, in the programme's order. */
    presenters: string[];
  };
  festivalName: string;
  signatory: {
    name: string;
    title: string;
    /** Absolute path of the signature image on disk (any format sharp reads: uploads are WebP), or null. */
    imagePath: string | null;
  };
  /** The public check page's full address (PUBLIC_URL + /certificates/{code}), put in the QR code. */
  checkUrl: string;
  issuedAt: Date;
}
