import { tables, type Database } from '@swiss/db';

export async function listFlags(db: Database): Promise<Record<string, boolean>> {
  const rows = await db
    .select({ key: tables.featureFlags.key, enabled: tables.featureFlags.enabled })
    .from(tables.featureFlags);
  return Object.fromEntries(rows.map((r) => [r.key, r.enabled]));
}
