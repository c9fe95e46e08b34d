import { boolean, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/** Runtime feature switches, e.g. `bhms_explorer_v2`. */
export const featureFlags = pgTable('feature_flags', {
  key: text('key').primaryKey(),
  enabled: boolean('enabled').notNull(),
  description: text('description').notNull().default(''),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The 11 destination categories; names and descriptions live in category_translations. */
export const categories = pgTable('categories', {
  key: text('key').primaryKey(),
  icon: text('icon').notNull(),
  color: text('color').notNull(),
  count: integer('count').notNull(),
  sortOrder: integer('sort_order').notNull(),
  sustainabilityFocus: jsonb('sustainability_focus').$type<Record<string, string[]>>().notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const categoryTranslations = pgTable(
  'category_translations',
  {
    categoryKey: text('category_key')
      .notNull()
      .references(() => categories.key, { onDelete: 'cascade' }),
    lang: text('lang').notNull(),
    name: text('name').notNull(),
    description: text('description').notNull(),
  },
  (t) => [primaryKey({ columns: [t.categoryKey, t.lang] })],
);
