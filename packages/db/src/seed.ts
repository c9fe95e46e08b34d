import { CATEGORY_COUNTS, LANGUAGES } from '@swiss/contract';
import { CATEGORY_DEFINITIONS, DEFAULT_FLAGS } from '@swiss/content';
import { sql } from 'drizzle-orm';
import type { Database } from './client.js';
import { categories, categoryTranslations, featureFlags } from './schema.js';

/**
 * Seed the catalog from the content package. Idempotent: categories are upserted by key, and
 * feature flags are only inserted when missing so that an admin's change survives restarts.
 */
export async function seedCatalog(db: Database): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .insert(featureFlags)
      .values([...DEFAULT_FLAGS])
      .onConflictDoNothing();

    await tx
      .insert(categories)
      .values(
        CATEGORY_DEFINITIONS.map((c, index) => ({
          key: c.key,
          icon: c.icon,
          color: c.color,
          count: CATEGORY_COUNTS[c.key],
          sortOrder: index,
          sustainabilityFocus: c.sustainabilityFocus,
        })),
      )
      .onConflictDoUpdate({
        target: categories.key,
        set: {
          icon: sql`excluded.icon`,
          color: sql`excluded.color`,
          count: sql`excluded.count`,
          sortOrder: sql`excluded.sort_order`,
          sustainabilityFocus: sql`excluded.sustainability_focus`,
          updatedAt: sql`now()`,
        },
      });

    await tx
      .insert(categoryTranslations)
      .values(
        CATEGORY_DEFINITIONS.flatMap((c) =>
          LANGUAGES.map((lang) => ({
            categoryKey: c.key,
            lang,
            name: c.name[lang],
            description: c.description[lang],
          })),
        ),
      )
      .onConflictDoUpdate({
        target: [categoryTranslations.categoryKey, categoryTranslations.lang],
        set: { name: sql`excluded.name`, description: sql`excluded.description` },
      });
  });
}
