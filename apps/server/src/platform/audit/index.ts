/*
 * The audit log as the modules use it: they record their changes with recordAudit inside the
 * transaction that makes them, and register a Restorer per kind of record on app.audit, which the
 * revert route calls. Nothing here imports a module.
 */
export { auditPlugin } from './audit.plugin.js';
export { recordAudit, type AuditRecord } from './audit.repository.js';
export type { AuditedChange, Restorer } from './restorers.js';
