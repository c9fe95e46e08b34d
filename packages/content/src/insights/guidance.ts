import type { CategoryKey, Language, Place } from '@swiss/contract';
import de from './guidance/de.json' with { type: 'json' };
import en from './guidance/en.json' with { type: 'json' };
import fr from './guidance/fr.json' with { type: 'json' };
import it from './guidance/it.json' with { type: 'json' };

export interface FoodItem {
  item: string;
  type: string;
  where: string;
}
export interface CategoryGuidance {
  etiquette: string[];
  food: FoodItem[];
  safety: string[];
}
type Guidance = Record<CategoryKey, CategoryGuidance> & {
  chocolate: { food: FoodItem[] };
  cheese: { food: FoodItem[] };
};

const GUIDANCE = { en, de, fr, it } as unknown as Record<Language, Guidance>;

const CHOCOLATE =
  /choc|cailler|lindt|läderach|laederach|sprüngli|spruengli|camille bloch|maestrani|alprose|cacao|kakao/i;
const CHEESE =
  /chees|käse|kaese|fromag|formagg|caseific|gruyère|gruyere|emmental|appenzeller|tête de moine|vacherin|sbrinz|etivaz|schabziger/i;

/** Whether the title suggests chocolate or cheese (the spec shapes content and fallbacks by it). */
export function titleTheme(place: Pick<Place, 'title' | 'local_title'>): 'chocolate' | 'cheese' | 'generic' {
  const title = `${place.local_title} ${place.title}`;
  if (CHOCOLATE.test(title)) return 'chocolate';
  if (CHEESE.test(title)) return 'cheese';
  return 'generic';
}

/** General guidance for a place, shaped by its category and by a chocolate or cheese title (spec). */
export function guidanceFor(
  place: Pick<Place, 'title' | 'local_title' | 'category_key'>,
  lang: Language,
): CategoryGuidance {
  const guidance = GUIDANCE[lang];
  const base = guidance[place.category_key];
  const theme = titleTheme(place);
  return theme === 'generic' ? base : { ...base, food: guidance[theme].food };
}
