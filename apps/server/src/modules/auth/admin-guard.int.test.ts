import { AUTH_MESSAGES, errorEnvelopeSchema } from '@swiss/contract';
import type { HTTPMethods } from 'fastify';
import { describe, expect, it } from 'vitest';
import { bearer, tokenFor } from '../../test/accounts.js';
import { useTestApp } from '../../test/test-app.js';
import { TEST_DATABASE_KINDS } from '../../test/test-database.js';
import { ADMIN_REDIRECT_URLS } from '../../plugins/admin-api.js';

/** A plausible value for each path parameter, by the segment before it (the guard answers before they are checked). */
const PARAMS: Record<string, string> = {
  places: 'matterhorn',
  flags: 'bhms_explorer_v2',
  categories: 'waterfalls',
  quiz: 'q01',
  insights: 'insight-01',
  audit: '1',
};

/** Routes every version of the app has: the enumeration below must find them, or it checks nothing. */
const KNOWN = [
  'GET /api/admin/places',
  'PUT /api/admin/places/:id',
  'GET /api/admin/flags',
  'PATCH /api/admin/flags/:key',
  'POST /api/admin/places/:id/photo',
  'DELETE /api/admin/places/:id/photo',
  'GET /api/admin/audit',
  'POST /api/admin/content/import',
  'GET /api/admin/analytics',
  'GET /api/admin/system',
];

describe.each(TEST_DATABASE_KINDS)('the admin guard on %s', (kind) => {
  // Every route as the app registers it, seen before any plugin of the app can change it.
  const routes: { method: HTTPMethods; url: string }[] = [];
  const ctx = useTestApp(kind, {
    onRoute: (route) => {
      for (const method of [route.method].flat()) routes.push({ method, url: route.url });
    },
  });
  const adminRoutes = () =>
    routes.filter(({ url }) => url.startsWith('/api/admin') && !ADMIN_REDIRECT_URLS.includes(url));

  const call = (method: HTTPMethods, url: string, headers: Record<string, string>) => {
    const path = url.replace(/([\w-]+)\/:\w+/g, (_match, parent: string) => `${parent}/${PARAMS[parent] ?? '1'}`);
    // Junk everywhere a schema would look: the query, and a body that is not even JSON.
    const hasBody = method !== 'GET' && method !== 'HEAD';
    return ctx.app.inject({
      method,
      url: `${path}?page=-1&days=nope&lang=xx`,
      headers: hasBody ? { ...headers, 'content-type': 'application/json' } : headers,
      ...(hasBody ? { payload: '{"enabled": "maybe", ' } : {}),
    });
  };

  it('finds the admin routes it checks, the known ones among them', () => {
    const found = new Set(adminRoutes().map(({ method, url }) => `${method} ${url}`));
    expect(found.size).toBeGreaterThanOrEqual(KNOWN.length);
    for (const route of KNOWN) expect(found, route).toContain(route);
  });

  it('answers every admin route 401 to a stranger and 403 to a signed-in user, before validation', async () => {
    const user = bearer(await tokenFor(ctx.database.db, 'guard-user@example.org', 'user'));
    for (const { method, url } of adminRoutes()) {
      for (const [headers, status, code, message] of [
        [{}, 401, 'UNAUTHORIZED', AUTH_MESSAGES.signInRequired],
        [{ authorization: 'Bearer not-a-token' }, 401, 'UNAUTHORIZED', AUTH_MESSAGES.signInRequired],
        [user, 403, 'FORBIDDEN', AUTH_MESSAGES.adminOnly],
      ] as const) {
        const res = await call(method, url, headers);
        const what = `${method} ${url} ${status}`;
        expect(res.statusCode, what).toBe(status);
        if (method === 'HEAD') continue;
        expect(errorEnvelopeSchema.parse(res.json()), what).toMatchObject({ status: 'error', code, message });
      }
    }
  });

  it('lets an admin past the guard (the same junk now meets validation)', async () => {
    const admin = bearer(await tokenFor(ctx.database.db, 'guard-admin@example.org', 'admin'));
    const res = await call('PATCH', '/api/admin/flags/:key', admin);
    expect(res.statusCode).toBe(400);
    expect(errorEnvelopeSchema.parse(res.json()).code).not.toMatch(/UNAUTHORIZED|FORBIDDEN/);
  });

  it('keeps the spec’s admin paths as redirects to the web dashboard, for everyone', async () => {
    for (const [url, location] of [
      ['/api/admin', '/admin'],
      ['/api/admin/', '/admin'],
      ['/api/admin/login', '/admin/login'],
    ]) {
      const res = await ctx.app.inject({ url });
      expect(res.statusCode, url).toBe(302);
      expect(res.headers.location, url).toBe(location);
    }
  });
});
