import { createHash } from 'node:crypto';
import { categoriesResponseSchema, LANGUAGES, type Language } from '@swiss/contract';
import type { Database } from '@swiss/db';
import { listCategories } from './categories.repository.js';

/** A response body serialized once, with its strong ETag. */
export interface PrecomputedJson {
  body: string;
  etag: string;
}

function precompute(value: unknown): PrecomputedJson {
  const body = JSON.stringify(value);
  return { body, etag: `"${createHash('sha1').update(body).digest('base64url')}"` };
}

/**
 * The read-heavy catalog, held in memory and serialized ahead of time. Rebuilt from the database
 * on start and whenever the catalog changes, so requests never touch the database.
 */
export class CatalogSnapshot {
  private categories = new Map<Language, PrecomputedJson>();

  constructor(private readonly db: Database) {}

  async refresh(): Promise<void> {
    const next = new Map<Language, PrecomputedJson>();
    for (const lang of LANGUAGES) {
      const response = categoriesResponseSchema.parse({
        status: 'success',
        categories: await listCategories(this.db, lang),
      });
      next.set(lang, precompute(response));
    }
    this.categories = next;
  }

  categoriesJson(lang: Language): PrecomputedJson {
    const value = this.categories.get(lang);
    if (!value) throw new Error('catalog snapshot not loaded');
    return value;
  }
}
