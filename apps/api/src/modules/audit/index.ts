/**
 * The audit log: every organiser write is recorded in the same transaction as the change
 * (recordAudit inside a transaction, or auditedChange around one). Imports no other module, so
 * every module may use it.
 */
export { auditedChange, recordAudit, type AuditedOutcome, type AuditRecord } from './record';
export { listAudit } from './list';
export { auditAdminRoutes } from './routes';
