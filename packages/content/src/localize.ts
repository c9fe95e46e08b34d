import { CATEGORY_COUNTS, LANGUAGES, type Category, type Language, type StaticCategoriesFile } from '@swiss/contract';
import { CATEGORY_DEFINITIONS, type CategoryDefinition } from './categories.js';

export function localizeCategory(def: CategoryDefinition, lang: Language, count: number): Category {
  return {
    key: def.key,
    name: def.name[lang],
    icon: def.icon,
    description: def.description[lang],
    color: def.color,
    count,
    sustainability_focus: def.sustainabilityFocus[lang],
  };
}

/** The static fallback file `/data/categories.v2.json`, built from the same content as the seed. */
export function buildStaticCategoriesFile(): StaticCategoriesFile {
  const translations: StaticCategoriesFile['translations'] = {};
  for (const lang of LANGUAGES) {
    translations[lang] = Object.fromEntries(
      CATEGORY_DEFINITIONS.map((def) => {
        const c = localizeCategory(def, lang, CATEGORY_COUNTS[def.key]);
        return [def.key, { name: c.name, description: c.description, sustainability_focus: c.sustainability_focus }];
      }),
    );
  }
  return {
    status: 'success',
    categories: CATEGORY_DEFINITIONS.map((def) => localizeCategory(def, 'en', CATEGORY_COUNTS[def.key])),
    translations,
  };
}
