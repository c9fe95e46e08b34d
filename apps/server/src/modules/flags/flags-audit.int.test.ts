import {
  adminFlagResponseSchema,
  auditResponseSchema,
  auditRevertResponseSchema,
  featureFlagsResponseSchema,
} from '@swiss/contract';
import { describe, expect, it } from 'vitest';
import { bearer, tokenFor } from '../../test/accounts.js';
import { useTestApp } from '../../test/test-app.js';
import { TEST_DATABASE_KINDS } from '../../test/test-database.js';

const FLAG = 'bhms_explorer_v2';

describe.each(TEST_DATABASE_KINDS)('feature flag audit on %s', (kind) => {
  const ctx = useTestApp(kind);
  const admin = async () => bearer(await tokenFor(ctx.database.db, 'flags-admin@example.org', 'admin'));
  const publicFlag = async () =>
    featureFlagsResponseSchema.parse((await ctx.app.inject('/api/feature-flags')).json()).flags[FLAG];
  const audit = async (headers: Record<string, string>) =>
    auditResponseSchema.parse((await ctx.app.inject({ url: '/api/admin/audit', headers })).json());

  it('audits a switch with who and before/after, and a revert switches it back', async () => {
    const headers = await admin();
    expect(await publicFlag()).toBe(true);
    const res = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/admin/flags/${FLAG}`,
      payload: { enabled: false },
      headers,
    });
    expect(adminFlagResponseSchema.parse(res.json()).flag.enabled).toBe(false);
    expect(await publicFlag()).toBe(false);

    const [entry] = (await audit(headers)).entries;
    expect(entry).toMatchObject({
      entity_kind: 'flag',
      entity_id: FLAG,
      action: 'update',
      user_email: 'flags-admin@example.org',
      values: [{ field: 'enabled', before: 'true', after: 'false' }],
    });

    // Switching to the value it already has changes nothing, so it is not a history entry.
    const total = (await audit(headers)).total;
    await ctx.app.inject({ method: 'PATCH', url: `/api/admin/flags/${FLAG}`, payload: { enabled: false }, headers });
    expect((await audit(headers)).total).toBe(total);

    const reverted = await ctx.app.inject({ method: 'POST', url: `/api/admin/audit/${entry?.id}/revert`, headers });
    expect(reverted.statusCode).toBe(200);
    expect(auditRevertResponseSchema.parse(reverted.json()).entry).toMatchObject({
      entity_kind: 'flag',
      action: 'revert',
      reverts: entry?.id,
      values: [{ field: 'enabled', before: 'false', after: 'true' }],
    });
    // Flags are read from the database on every request, so every instance serves the restored value.
    expect(await publicFlag()).toBe(true);
  });
});
