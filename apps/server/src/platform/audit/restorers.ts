import type { AuditEntityKind } from '@swiss/contract';
import type { Database } from '@swiss/db';

/** The audited change a revert undoes, as its restorer sees it. */
export interface AuditedChange {
  /** The record's id (a place id, a flag key...). */
  entityId: string;
  /** The state the revert brings back; null: the record did not exist. */
  before: unknown;
  /** The state the change left. */
  after: unknown;
}

/**
 * How one kind of record is put back. Each module registers its own (app.audit.registerRestorer),
 * so the audit log knows no module's tables and no module imports another's internals.
 */
export interface Restorer {
  /** The record as it stands now: the revert's own entry records it as what it replaced. */
  current(tx: Database, change: AuditedChange): Promise<unknown>;
  /** Brings the record back to `change.before`, inside the revert's transaction. */
  restore(tx: Database, change: AuditedChange): Promise<void>;
  /** After the revert committed (e.g. the catalog rebuilds); never fails the request. */
  afterRevert?(): Promise<void>;
}

/** The restorers by kind, filled while the modules' plugins register. */
export class AuditRestorers {
  private readonly byKind = new Map<AuditEntityKind, Restorer>();

  registerRestorer(kind: AuditEntityKind, restorer: Restorer): void {
    // Two owners of one kind would make a revert's meaning depend on registration order.
    if (this.byKind.has(kind)) throw new Error(`An audit restorer for "${kind}" is already registered`);
    this.byKind.set(kind, restorer);
  }

  restorerOf(kind: AuditEntityKind): Restorer {
    const restorer = this.byKind.get(kind);
    if (!restorer) throw new Error(`No audit restorer registered for "${kind}"`);
    return restorer;
  }
}
