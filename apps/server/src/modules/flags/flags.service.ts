import type { AdminFlag, User } from '@swiss/contract';
import type { Database } from '@swiss/db';
import { HttpError } from '../../plugins/errors.js';
import { recordAudit } from '../content/audit.service.js';
import { flagState, flagStateSchema, setFlag, type FlagState } from './flags.repository.js';

/** Switches a flag and audits it in one transaction; a switch to the current value is not a change. */
export async function switchFlag(
  db: Database,
  user: User | null,
  key: string,
  enabled: boolean,
): Promise<AdminFlag | undefined> {
  return db.transaction(async (tx) => {
    const before = await flagState(tx, key);
    const flag = await setFlag(tx, key, enabled);
    if (flag && before && before.enabled !== enabled)
      await recordAudit(tx, user, { kind: 'flag', id: key, action: 'update', before, after: { enabled } });
    return flag;
  });
}

/** For a revert: puts a flag back to an audited state. */
export async function restoreFlag(db: Database, key: string, state: unknown): Promise<void> {
  const { enabled } = flagStateSchema.parse(state);
  if (!(await setFlag(db, key, enabled))) throw new HttpError(404, 'NOT_FOUND', `No feature flag named ${key}`);
}

/** The flag as the audit log records it, for the revert to note what it replaced. */
export function currentFlagState(db: Database, key: string): Promise<FlagState | null> {
  return flagState(db, key);
}
