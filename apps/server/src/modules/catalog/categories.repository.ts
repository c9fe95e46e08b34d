import type { Category, CategoryKey, Language } from '@swiss/contract';
import { asc, eq, tables, type Database } from '@swiss/db';

/** Categories with names in one language, in display order. */
export async function listCategories(db: Database, lang: Language): Promise<Category[]> {
  const { categories, categoryTranslations } = tables;
  const rows = await db
    .select({
      key: categories.key,
      icon: categories.icon,
      color: categories.color,
      count: categories.count,
      focus: categories.sustainabilityFocus,
      name: categoryTranslations.name,
      description: categoryTranslations.description,
    })
    .from(categories)
    .innerJoin(categoryTranslations, eq(categoryTranslations.categoryKey, categories.key))
    .where(eq(categoryTranslations.lang, lang))
    .orderBy(asc(categories.sortOrder));
  return rows.map((r) => ({
    key: r.key as CategoryKey,
    name: r.name,
    icon: r.icon,
    description: r.description,
    color: r.color,
    count: r.count,
    sustainability_focus: r.focus[lang] ?? r.focus.en ?? [],
  }));
}
