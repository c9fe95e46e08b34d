import type { CategorySource, InsightSource, Language, LocalizedText, QuizSource } from '@swiss/contract';

/**
 * The per-language texts of a category, quiz question or insight that the dashboard edits, each
 * with how to read it from and write it into the dataset record (like place-texts.ts). The editor
 * keeps the whole record and sends it back whole, so fields it does not show (icon, colour, quiz
 * category, linked place) are saved unchanged.
 */
export interface RecordTextField<R> {
  /** Names the label (adminArea.records.fields.*) and the input. */
  key: string;
  multiline: boolean;
  /** One entry a line (a list in the record); the help text says so. */
  lines?: boolean;
  get: (record: R, lang: Language) => string;
  set: (record: R, lang: Language, value: string) => R;
}

const text = <R>(
  key: string,
  multiline: boolean,
  pick: (record: R) => LocalizedText,
  put: (record: R, value: LocalizedText) => R,
): RecordTextField<R> => ({
  key,
  multiline,
  get: (record, lang) => pick(record)[lang],
  set: (record, lang, value) => put(record, { ...pick(record), [lang]: value }),
});

export const CATEGORY_TEXT_FIELDS: RecordTextField<CategorySource>[] = [
  text(
    'name',
    false,
    (c) => c.name,
    (c, name) => ({ ...c, name }),
  ),
  text(
    'description',
    true,
    (c) => c.description,
    (c, description) => ({ ...c, description }),
  ),
  {
    key: 'sustainabilityFocus',
    multiline: true,
    lines: true,
    // Blank lines are dropped when saving, not while typing (cleanCategory).
    get: (c, lang) => c.sustainabilityFocus[lang].join('\n'),
    set: (c, lang, value) => ({ ...c, sustainabilityFocus: { ...c.sustainabilityFocus, [lang]: value.split('\n') } }),
  },
];

/** Answer n of a question (0-3) in one language; the four answers stay in the same order in every language. */
const option = (index: number): RecordTextField<QuizSource> => ({
  key: `option${index + 1}`,
  multiline: false,
  get: (q, lang) => q.options[lang][index] ?? '',
  set: (q, lang, value) => ({
    ...q,
    options: { ...q.options, [lang]: q.options[lang].map((old, i) => (i === index ? value : old)) },
  }),
});

export const QUIZ_TEXT_FIELDS: RecordTextField<QuizSource>[] = [
  text(
    'question',
    true,
    (q) => q.question,
    (q, question) => ({ ...q, question }),
  ),
  option(0),
  option(1),
  option(2),
  option(3),
  text(
    'insight',
    true,
    (q) => q.insight,
    (q, insight) => ({ ...q, insight }),
  ),
  text(
    'funFact',
    true,
    (q) => q.funFact,
    (q, funFact) => ({ ...q, funFact }),
  ),
];

export const INSIGHT_TEXT_FIELDS: RecordTextField<InsightSource>[] = [
  text(
    'title',
    false,
    (i) => i.title,
    (i, title) => ({ ...i, title }),
  ),
  text(
    'description',
    true,
    (i) => i.description,
    (i, description) => ({ ...i, description }),
  ),
];

/** The category as it is sent: focus points without blank lines or stray spaces. */
export function cleanCategory(category: CategorySource): CategorySource {
  const focus = Object.fromEntries(
    Object.entries(category.sustainabilityFocus).map(([lang, list]) => [
      lang,
      list.map((line) => line.trim()).filter(Boolean),
    ]),
  ) as CategorySource['sustainabilityFocus'];
  return { ...category, sustainabilityFocus: focus };
}
