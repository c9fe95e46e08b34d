import type { AdminFlag, User } from '@swiss/contract';
import type { Database } from '@swiss/db';
import { HttpError } from '../../plugins/errors.js';
import { recordAudit, type Restorer } from '../../platform/audit/index.js';
import { flagState, flagStateSchema, setFlag } from './flags.repository.js';

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

/** How the audit log's revert puts a flag back to an audited state (registered by admin-flags.routes). */
export const flagRestorer: Restorer = {
  current: (tx, { entityId }) => flagState(tx, entityId),
  restore: async (tx, { entityId, before }) => {
    const { enabled } = flagStateSchema.parse(before);
    if (!(await setFlag(tx, entityId, enabled)))
      throw new HttpError(404, 'NOT_FOUND', `No feature flag named ${entityId}`);
  },
};
