import type { AdminFlag } from '@swiss/contract';
import { asc, eq, tables, type Database } from '@swiss/db';
import { z } from 'zod';

export const flagStateSchema = z.object({ enabled: z.boolean() });

export async function listFlags(db: Database): Promise<Record<string, boolean>> {
  const rows = await db
    .select({ key: tables.featureFlags.key, enabled: tables.featureFlags.enabled })
    .from(tables.featureFlags);
  return Object.fromEntries(rows.map((r) => [r.key, r.enabled]));
}

function toAdminFlag(row: typeof tables.featureFlags.$inferSelect): AdminFlag {
  return { key: row.key, enabled: row.enabled, description: row.description, updated_at: row.updatedAt.toISOString() };
}

export async function listAdminFlags(db: Database): Promise<AdminFlag[]> {
  const rows = await db.select().from(tables.featureFlags).orderBy(asc(tables.featureFlags.key));
  return rows.map(toAdminFlag);
}

/** Switches a known flag; undefined when no such flag exists (flags are created by the seed only). */
export async function setFlag(db: Database, key: string, enabled: boolean): Promise<AdminFlag | undefined> {
  const [row] = await db
    .update(tables.featureFlags)
    .set({ enabled, updatedAt: new Date() })
    .where(eq(tables.featureFlags.key, key))
    .returning();
  return row ? toAdminFlag(row) : undefined;
}

/** What the audit log keeps of a flag: only the switch (the description is not editable). */
export type FlagState = z.infer<typeof flagStateSchema>;

export async function flagState(db: Database, key: string): Promise<FlagState | null> {
  const [row] = await db
    .select({ enabled: tables.featureFlags.enabled })
    .from(tables.featureFlags)
    .where(eq(tables.featureFlags.key, key));
  return row ?? null;
}
