import { LANGUAGES, type Language, type V2QuizQuestion } from '@swiss/contract';
import { asc, tables, type Database } from '@swiss/db';

/** A quiz question in the older server shape (spec: Quiz question, server version). */
export interface ServerQuizQuestion {
  id: string;
  question: string;
  options: string[];
  correct_answer: string;
  explanation: string;
  image_url: string | null;
  place_id: string | null;
}

export async function loadServerQuiz(db: Database): Promise<Map<Language, ServerQuizQuestion[]>> {
  const rows = await db.select().from(tables.quizQuestions).orderBy(asc(tables.quizQuestions.sortOrder));
  return new Map(
    LANGUAGES.map((lang) => [
      lang,
      rows.flatMap((r) => {
        const text = r.texts[lang] ?? r.texts.en;
        if (!text) return [];
        return [
          {
            id: r.id,
            question: text.question,
            options: text.options,
            correct_answer: text.options[r.correct] ?? '',
            explanation: text.insight,
            image_url: null,
            place_id: r.placeId,
          },
        ];
      }),
    ]),
  );
}

/** The built-in (v2) questions per language, with the index of the right option. */
export async function loadV2Quiz(db: Database): Promise<Map<Language, V2QuizQuestion[]>> {
  const rows = await db.select().from(tables.quizQuestions).orderBy(asc(tables.quizQuestions.sortOrder));
  return new Map(
    LANGUAGES.map((lang) => [
      lang,
      rows.flatMap((r) => {
        const text = r.texts[lang] ?? r.texts.en;
        if (!text) return [];
        return [
          {
            id: r.id,
            category: r.category as V2QuizQuestion['category'],
            question: text.question,
            options: text.options,
            correct: r.correct,
            insight: text.insight,
            funFact: text.funFact,
            place_id: r.placeId,
          },
        ];
      }),
    ]),
  );
}
