import type { FastifyInstance, preValidationHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { isAdminApiUrl } from './admin-api.js';
import { HttpError } from './errors.js';

/*
 * Texts that no column can hold: PostgreSQL refuses NUL (\u0000) in text and jsonb, and half of
 * a UTF-16 surrogate pair (a lone \uD800) has no UTF-8 form at all. JSON can carry both, and
 * zod's string checks let them through, so without this check they fail deep in the database
 * as a 500. Every admin request (body, query, path) is checked here once, before its schema.
 */

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export interface UnstorableText {
  /** The field as the error envelope names it: "question.en", "places.3.title". */
  field: string;
  message: string;
}

function problem(text: string): string | undefined {
  if (text.includes('\u0000')) return 'must not contain a NUL character (\\u0000)';
  if (LONE_SURROGATE.test(text)) return 'contains a broken character (half of a UTF-16 surrogate pair)';
  return undefined;
}

/** The first string (or object key) in `value` that cannot be stored; walks without recursion. */
export function findUnstorableText(value: unknown): UnstorableText | undefined {
  const pending: { value: unknown; path: string[] }[] = [{ value, path: [] }];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const { value: item, path } = next;
    if (typeof item === 'string') {
      const message = problem(item);
      if (message) return { field: path.length ? path.join('.') : '(root)', message };
    } else if (item !== null && typeof item === 'object') {
      const entries = Array.isArray(item) ? item.map((v, i) => [String(i), v] as const) : Object.entries(item);
      // Reversed onto the stack, so the first field in the body is reported first.
      for (const [key, child] of entries.reverse()) {
        const message = problem(key);
        if (message) return { field: [...path, key].join('.'), message: `its name ${message}` };
        pending.push({ value: child, path: [...path, key] });
      }
    }
  }
  return undefined;
}

/** 400 naming the field, for a body (or form fields) holding text that cannot be stored. */
export function requireStorableText(value: unknown): void {
  const found = findUnstorableText(value);
  if (found) throw new HttpError(400, 'VALIDATION_ERROR', `${found.field}: ${found.message}`, [found]);
}

const check: preValidationHookHandler = (request, _reply, done) => {
  try {
    // A search term reaches the database too (ILIKE): a NUL there fails the same way.
    for (const part of [request.params, request.query, request.body]) if (part !== undefined) requireStorableText(part);
    done();
  } catch (error) {
    done(error as Error);
  }
};

/** Adds the check to every admin route (registered before the routes, like the admin guard). */
export const storableTextPlugin = fp(
  async (app: FastifyInstance) => {
    app.addHook('onRoute', (route) => {
      if (!isAdminApiUrl(route.url)) return;
      const own = route.preValidation ?? [];
      route.preValidation = [check, ...(Array.isArray(own) ? own : [own])];
    });
  },
  { name: 'storable-text' },
);
