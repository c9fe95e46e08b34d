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

export interface QuizViews {
  v2: Map<Language, V2QuizQuestion[]>;
  server: Map<Language, ServerQuizQuestion[]>;
}

/** The quiz per language in both shapes, from one read of the table. */
export async function loadQuiz(db: Database): Promise<QuizViews> {
  const rows = await db.select().from(tables.quizQuestions).orderBy(asc(tables.quizQuestions.sortOrder));
  const v2 = new Map<Language, V2QuizQuestion[]>(
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
  const server = new Map<Language, ServerQuizQuestion[]>(
    [...v2].map(([lang, questions]) => [
      lang,
      questions.map((q) => ({
        id: q.id,
        question: q.question,
        options: q.options,
        correct_answer: q.options[q.correct] ?? '',
        explanation: q.insight,
        image_url: null,
        place_id: q.place_id,
      })),
    ]),
  );
  return { v2, server };
}
