import {
  emergencyNumbersSchema,
  insightSourceSchema,
  phrasebookSchema,
  presetCitySchema,
  quickAddSchema,
  type EmergencyNumbers,
  type InsightSource,
  type Phrasebook,
  type PresetCity,
  type QuickAdd,
  quizSourceSchema,
  type QuizSource,
} from '@swiss/contract';
import { z } from 'zod';
import cities from '../data/cities.json' with { type: 'json' };
import emergency from '../data/emergency.json' with { type: 'json' };
import insights from '../data/insights.json' with { type: 'json' };
import phrases from '../data/phrases.json' with { type: 'json' };
import quickAdd from '../data/trip-quick-add.json' with { type: 'json' };
import quiz from '../data/quiz.json' with { type: 'json' };

/** Parsed once at first use; a malformed file throws with the file's name. */
function parsed<T>(file: string, schema: z.core.$ZodType<T>, data: unknown): () => T {
  let value: T | undefined;
  return () => {
    if (value !== undefined) return value;
    const result = z.safeParse(schema, data);
    if (!result.success) throw new Error(`${file}: ${z.prettifyError(result.error)}`);
    value = result.data;
    return value;
  };
}

export const loadInsights: () => InsightSource[] = parsed('insights.json', z.array(insightSourceSchema), insights);
export const loadPhrasebook: () => Phrasebook = parsed('phrases.json', phrasebookSchema, phrases);
export const loadPresetCities: () => PresetCity[] = parsed('cities.json', z.array(presetCitySchema).length(24), cities);
export const loadEmergencyNumbers: () => EmergencyNumbers = parsed('emergency.json', emergencyNumbersSchema, emergency);
export const loadQuickAdd: () => QuickAdd[] = parsed(
  'trip-quick-add.json',
  z.array(quickAddSchema).length(6),
  quickAdd,
);

/** The 50 built-in quiz questions. */
export const loadQuiz: () => QuizSource[] = parsed('quiz.json', z.array(quizSourceSchema).length(50), quiz);
