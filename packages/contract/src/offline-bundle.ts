import * as z from 'zod/mini';
import { categorySchema } from './categories.js';
import { PAGING } from './constants.js';
import { HERITAGE_FILTERS } from './ai.js';
import { heritageCounts, heritagePlaces, toHeritagePlace } from './heritage.js';
import { languageSchema, type Language } from './languages.js';
import { insightSchema, placeSchema, serverQuizQuestionSchema } from './places.js';
import { v2QuizQuestionSchema } from './quiz.js';

/**
 * GET /api/swiss/v2/offline-bundle?lang=xx: everything the app reads offline in one language, in
 * one compressed, ETagged answer. It replaces the ~30 list calls and ~340 cover calls the offline
 * warm-up made per visitor, which behind one shared address (an event hall's Wi-Fi) ran into the
 * per-address rate limit (docs/perf.md, "event hall").
 */
export const OFFLINE_BUNDLE_PATH = '/api/swiss/v2/offline-bundle';

/** The sample list as the app asks for it (features/explorer, search box empty). */
export const OFFLINE_SAMPLE_PAGE_SIZE = 12;

export const offlineBundleQuerySchema = z.object({ lang: z._default(languageSchema, 'en') });

/**
 * What the place search indexes of one place, the same in every language (@swiss/content/search
 * builds it and ranks over it, on the server and in the app's offline search).
 */
export const placeSearchEntrySchema = z.object({
  id: z.string(),
  /** The local official name, then the name in each language (en, de, fr, it): "Genf" finds Geneva. */
  names: z.array(z.string()),
  /** The canton, then each language's region label not already written ("Waadt" finds Vaud). */
  regions: z.array(z.string()),
  /** The English summary (whole words only). */
  summary: z.string(),
});
export type PlaceSearchEntry = z.infer<typeof placeSearchEntrySchema>;

export const offlineBundleSchema = z.object({
  status: z.literal('success'),
  language: languageSchema,
  categories: z.array(categorySchema),
  /** Every place in this language, in catalog order (a category's pages keep this order). */
  places: z.array(placeSchema),
  /** The order of the sample list (GET /api/swiss/v2/places without type or search). */
  sample_ids: z.array(z.string()),
  /** The v2 quiz bank (GET /api/swiss/v2/quiz). */
  v2_quiz: z.array(v2QuizQuestionSchema),
  /** The older quiz, its first PAGING.quizLimit questions (GET /api/swiss/quiz). */
  quiz: z.array(serverQuizQuestionSchema),
  /** The first PAGING.insightsLimit insights (GET /api/swiss/insights). */
  insights: z.array(insightSchema),
  /** Every place's search entry, all four languages' names included: the search works offline. */
  search: z.array(placeSearchEntrySchema),
});
export type OfflineBundle = z.infer<typeof offlineBundleSchema>;

/** The path of one place's answer (GET /api/swiss/places/{id}), as the app requests it. */
export function placeAnswerPath(id: string, lang: Language): string {
  return `/api/swiss/places/${encodeURIComponent(id)}?lang=${lang}`;
}

/** One API answer rebuilt from the bundle: the path (with query) the app requests, and its JSON body. */
export interface OfflineAnswer {
  path: string;
  body: unknown;
}

/**
 * The answers the app's screens read, rebuilt from a bundle exactly as the server shapes them
 * (a server test compares every one with the live route). The warm-up stores each in the offline
 * cache under its own URL, so the views and the service worker read them unchanged.
 */
export function offlineAnswers(bundle: OfflineBundle): OfflineAnswer[] {
  const lang: Language = bundle.language;
  const answers: OfflineAnswer[] = [];
  const categories = { status: 'success', categories: bundle.categories };
  answers.push({ path: `/api/swiss/v2/categories?lang=${lang}`, body: categories });
  answers.push({ path: `/api/swiss/categories?lang=${lang}`, body: categories });

  const byId = new Map(bundle.places.map((place) => [place.id, place]));
  const sample = bundle.sample_ids.flatMap((id) => byId.get(id) ?? []);
  answers.push({
    path: `/api/swiss/v2/places?per_page=${OFFLINE_SAMPLE_PAGE_SIZE}&lang=${lang}`,
    body: {
      status: 'success',
      places: sample.slice(0, OFFLINE_SAMPLE_PAGE_SIZE),
      total: sample.length,
      category: null,
      page: 1,
      per_page: OFFLINE_SAMPLE_PAGE_SIZE,
    },
  });

  // A category's pages by the paging rule of features/explorer (pages of 50, at most 10).
  const size = PAGING.v2PageSize;
  for (const category of bundle.categories) {
    const list = bundle.places.filter((place) => place.category_key === category.key);
    const pages = Math.min(PAGING.v2MaxPages, Math.max(1, Math.ceil(list.length / size)));
    for (let page = 1; page <= pages; page += 1) {
      answers.push({
        path: `/api/swiss/v2/places?type=${category.key}&per_page=${size}&page=${page}&lang=${lang}`,
        body: {
          status: 'success',
          places: list.slice((page - 1) * size, page * size),
          total: list.length,
          category: category.key,
          page,
          per_page: size,
        },
      });
    }
  }

  answers.push({ path: `/api/swiss/v2/quiz?lang=${lang}`, body: { status: 'success', questions: bundle.v2_quiz } });
  answers.push({
    path: `/api/swiss/quiz?limit=${PAGING.quizLimit}&lang=${lang}`,
    body: { status: 'success', questions: bundle.quiz.slice(0, PAGING.quizLimit) },
  });
  answers.push({
    path: `/api/swiss/insights?limit=${PAGING.insightsLimit}&lang=${lang}`,
    body: { status: 'success', insights: bundle.insights.slice(0, PAGING.insightsLimit) },
  });

  const counts = heritageCounts(bundle.places);
  for (const filter of HERITAGE_FILTERS) {
    answers.push({
      path: `/api/swiss/v2/heritage?filter=${filter}&lang=${lang}`,
      body: { status: 'success', filter, places: heritagePlaces(bundle.places, filter).map(toHeritagePlace), counts },
    });
  }

  for (const place of bundle.places) {
    answers.push({ path: placeAnswerPath(place.id, lang), body: { status: 'success', place } });
  }
  return answers;
}

/** GET /api/media/covers: the generated covers (SVG) of places without a photo, and the category placeholders. */
export const COVER_SET_PATH = '/api/media/covers';
export const coverSetResponseSchema = z.object({
  status: z.literal('success'),
  /** Place id to the SVG that GET /api/media/cover/{id} answers. */
  covers: z.record(z.string(), z.string()),
  /** Category key to the SVG that GET /api/media/placeholder/{key} answers. */
  placeholders: z.record(z.string(), z.string()),
});
export type CoverSetResponse = z.infer<typeof coverSetResponseSchema>;
