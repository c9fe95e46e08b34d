import type { AuditEntityKind, AuditEntry, User } from '@swiss/contract';
import { ADMIN_PAGE_SIZE } from '@swiss/contract';
import { desc, eq, getTableColumns, sql, tables, type Database } from '@swiss/db';
import { changedValues } from './changes.js';

type AuditRow = typeof tables.auditLog.$inferSelect;

export interface AuditRecord {
  kind: AuditEntityKind;
  id: string;
  action: AuditEntry['action'];
  before: unknown;
  after: unknown;
  reverts?: number;
}

export function toAuditEntry(row: AuditRow): AuditEntry {
  // An import's records are whole documents: its entry names no fields.
  const values = row.entityKind === 'content' ? [] : changedValues(row.before, row.after);
  return {
    id: row.id,
    at: row.at.toISOString(),
    user_email: row.userEmail,
    entity_kind: row.entityKind as AuditEntry['entity_kind'],
    entity_id: row.entityId,
    action: row.action as AuditEntry['action'],
    changes: values.map((value) => value.field),
    values,
    reverts: row.reverts,
  };
}

/** Records one change; called inside the transaction that makes it, so both happen or neither. */
export async function recordAudit(db: Database, user: User | null, record: AuditRecord): Promise<AuditRow> {
  const [row] = await db
    .insert(tables.auditLog)
    .values({
      userId: user?.id ?? null,
      userEmail: user?.email ?? null,
      entityKind: record.kind,
      entityId: record.id,
      action: record.action,
      before: record.before ?? null,
      after: record.after ?? null,
      reverts: record.reverts ?? null,
    })
    .returning();
  if (!row) throw new Error('audit entry not written');
  return row;
}

/** Newest first, one page at a time; the list leaves out the (possibly large) records. */
export async function listAudit(db: Database, page: number): Promise<{ entries: AuditEntry[]; total: number }> {
  const { auditLog } = tables;
  // An import's records are the whole content (MBs): the list needs only the small ones' diff.
  const small = (column: typeof auditLog.before | typeof auditLog.after) =>
    sql<unknown>`case when ${auditLog.entityKind} = 'content' then null else ${column} end`;
  const rows = await db
    .select({
      ...getTableColumns(auditLog),
      before: small(auditLog.before),
      after: small(auditLog.after),
    })
    .from(auditLog)
    .orderBy(desc(auditLog.id))
    .limit(ADMIN_PAGE_SIZE)
    .offset((page - 1) * ADMIN_PAGE_SIZE);
  const [count] = await db.select({ n: sql<number>`count(*)::int` }).from(auditLog);
  return { entries: rows.map(toAuditEntry), total: count?.n ?? 0 };
}

export async function findAudit(db: Database, id: number): Promise<AuditRow | undefined> {
  const [row] = await db.select().from(tables.auditLog).where(eq(tables.auditLog.id, id));
  return row;
}
