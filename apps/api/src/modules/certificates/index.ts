/**
 * Certificates of attendance and of presenting: the rules (service.ts: who is due one, issuing by hand,
 * revoking, what the PDF shows), the background pass that issues the due ones (worker.ts), the
 * visitor's and the public routes (routes.ts), the organisers' (admin-routes.ts, registered by
 * modules/admin), and the PDF itself (pdf.ts, drawn with lib/pdf). Imports audit and catalogue.
 */
export { certificatesRoutes } from './routes';
export { certificatesAdminRoutes } from './admin-routes';
export { issueDueCertificates, SIGNATURE_FOLDER } from './service';
export { startCertificateWorker } from './worker';
