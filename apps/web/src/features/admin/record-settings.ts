import { QUIZ_CATEGORIES, type InsightSource, type Language, type QuizSource } from '@swiss/contract';

/**
 * The fields of a quiz question or insight that are the same in every language: which quiz
 * category it belongs to and which place it is about. Edited as a choice from a list (options) or
 * as a place id; the server checks that the place exists and names the field if not.
 */
export interface RecordSettingField<R> {
  /** Names the label (adminArea.records.settings.*) and the input. */
  key: string;
  options?: readonly string[];
  get: (record: R) => string;
  set: (record: R, value: string) => R;
}

const placeId = <R extends { place_id: string | null }>(optional: boolean): RecordSettingField<R> => ({
  key: optional ? 'placeOptional' : 'place',
  get: (record) => record.place_id ?? '',
  set: (record, value) => ({ ...record, place_id: optional && value.trim() === '' ? null : value.trim() }),
});

export const QUIZ_SETTINGS: RecordSettingField<QuizSource>[] = [
  {
    key: 'category',
    options: QUIZ_CATEGORIES,
    get: (q) => q.category,
    set: (q, value) => ({ ...q, category: QUIZ_CATEGORIES.find((c) => c === value) ?? q.category }),
  },
  placeId<QuizSource>(true),
];

export const INSIGHT_SETTINGS: RecordSettingField<InsightSource>[] = [placeId<InsightSource>(false)];

const blank = <T>(value: () => T): Record<Language, T> => ({ en: value(), de: value(), fr: value(), it: value() });

/** A new question: every text empty, to be written in all four languages; the server gives the id. */
export const newQuestion = (): QuizSource => ({
  id: '',
  category: QUIZ_CATEGORIES[0],
  place_id: null,
  question: blank(() => ''),
  options: blank(() => ['', '', '', '']),
  correct: 0,
  insight: blank(() => ''),
  funFact: blank(() => ''),
});

export const newInsight = (): InsightSource => ({
  id: '',
  place_id: '',
  title: blank(() => ''),
  description: blank(() => ''),
});

/** A record's texts in one language and its id: what the records panel's search looks through. */
export function matchesSearch<R>(record: R, search: string, id: string, texts: ((record: R) => string)[]): boolean {
  const wanted = search.trim().toLocaleLowerCase();
  if (!wanted) return true;
  return [id, ...texts.map((text) => text(record))].some((text) => text.toLocaleLowerCase().includes(wanted));
}
