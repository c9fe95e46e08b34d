/*
 * The plugin graph, checked by Fastify itself: every plugin is wrapped with fastify-plugin and
 * names itself and the plugins it needs registered before it (`dependencies`), and the decorators
 * it reads (`decorators`). A plugin registered too early makes the app fail to start, naming both.
 * Route plugins pass `encapsulate: true`, so their hooks stay their own while the names are checked.
 */

/** Before every route plugin: the error envelope, then the security headers and the rate limits (added per route). */
export const ROUTE_DEPENDENCIES = ['errors', 'security'] as const;

/** Before every admin route plugin too: the admin guard and the storable-text check, which add themselves per route. */
export const ADMIN_ROUTE_DEPENDENCIES = [...ROUTE_DEPENDENCIES, 'auth', 'storable-text'] as const;
