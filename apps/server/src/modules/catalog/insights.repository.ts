import { LANGUAGES, type Language } from '@swiss/contract';
import { asc, tables, type Database } from '@swiss/db';

export interface Insight {
  id: string;
  title: string;
  description: string;
  place_id: string;
}

/** Insights per language, in dataset order (English where a translation is missing). */
export async function loadInsights(db: Database): Promise<Map<Language, Insight[]>> {
  const rows = await db.select().from(tables.insights).orderBy(asc(tables.insights.sortOrder));
  return new Map(
    LANGUAGES.map((lang) => [
      lang,
      rows.map((r) => {
        const text = r.texts[lang] ?? r.texts.en;
        return { id: r.id, title: text?.title ?? '', description: text?.description ?? '', place_id: r.placeId };
      }),
    ]),
  );
}
