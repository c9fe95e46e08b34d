import type { AuditEntityKind, AuditEntry, User } from '@swiss/contract';
import type { Database } from '@swiss/db';
import { HttpError } from '../../plugins/errors.js';
import { findAudit, recordAudit, toAuditEntry } from './audit.repository.js';
import type { AuditRestorers, Restorer } from './restorers.js';

/**
 * Restores the state before an entry, as a new entry of its own (so a revert can be reverted), in
 * one transaction. The kind's restorer (registered by the module that owns the records) reads and
 * writes the record; this side only keeps the log.
 */
export async function revertAudit(
  db: Database,
  restorers: AuditRestorers,
  user: User | null,
  entryId: number,
): Promise<{ entry: AuditEntry; restorer: Restorer }> {
  return db.transaction(async (tx) => {
    const row = await findAudit(tx, entryId);
    if (!row) throw new HttpError(404, 'NOT_FOUND', `No audit entry ${entryId}`);
    const kind = row.entityKind as AuditEntityKind;
    const restorer = restorers.restorerOf(kind);
    const change = { entityId: row.entityId, before: row.before, after: row.after };
    const current = await restorer.current(tx, change);
    await restorer.restore(tx, change);
    const revert = await recordAudit(tx, user, {
      kind,
      id: row.entityId,
      action: 'revert',
      before: current,
      after: row.before,
      reverts: row.id,
    });
    return { entry: toAuditEntry(revert), restorer };
  });
}
