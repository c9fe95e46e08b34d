/*
 * The audit log as other modules write to it (flags, photos): they record their change with
 * recordAudit inside the transaction that makes it, and the revert endpoint restores it through
 * their own restore function (content.service).
 */
export { recordAudit, type AuditRecord } from './audit.repository.js';
