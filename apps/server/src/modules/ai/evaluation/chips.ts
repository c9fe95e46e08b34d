import { readFileSync } from 'node:fs';
import { CHAT_INTENTS, LANGUAGES, type ChatIntent, type Language } from '@swiss/contract';
import { loadPlaces } from '@swiss/content';
import { INTENT_SECTIONS, type ChatEngine } from '../grounded-engine.js';
import { SECTION_NAMES } from '../retrieval/phrases.js';
import { evaluationKnowledge, evaluationPlace, isRefusal } from './evaluate.js';

// The chips' own words, as the place page shows them (read from the web app's locale files).
const LOCALES = new URL('../../../../../web/src/features/place/locales/', import.meta.url);

function chipTexts(lang: Language): Record<ChatIntent, string> {
  const file = JSON.parse(readFileSync(new URL(`${lang}.json`, LOCALES), 'utf8')) as {
    place: { concierge: { quick: Record<ChatIntent, string> } };
  };
  return file.place.concierge.quick;
}

export interface ChipRow {
  lang: Language;
  /** Asked as the page asks: the chip's intent with its text. */
  byChip: { answered: number; total: number };
  /** The same words typed into the question line, without the intent. */
  typed: { answered: number; total: number };
}

/**
 * Every chip on every place, per language: answered (not a refusal) and from its own section (the
 * answer names it). Places whose section is empty on the page cannot be answered and count as misses.
 */
export async function evaluateChips(engine: ChatEngine, placeIds?: string[]): Promise<ChipRow[]> {
  const places = loadPlaces().filter((p) => !placeIds || placeIds.includes(p.id));
  const rows: ChipRow[] = [];
  for (const lang of LANGUAGES) {
    const texts = chipTexts(lang);
    const row: ChipRow = { lang, byChip: { answered: 0, total: 0 }, typed: { answered: 0, total: 0 } };
    for (const source of places) {
      const title = evaluationPlace(source, lang).title;
      const knowledge = evaluationKnowledge(source.id, lang);
      for (const intent of CHAT_INTENTS) {
        const question = texts[intent].replace('{{title}}', title);
        const section = SECTION_NAMES[lang][INTENT_SECTIONS[intent].section];
        const ok = (text: string) => !isRefusal(text, lang) && text.includes(section);
        const chip = await engine.answer({ question, language: lang, knowledge, intent });
        const typed = await engine.answer({ question, language: lang, knowledge });
        row.byChip.total += 1;
        row.typed.total += 1;
        if (ok(chip.text)) row.byChip.answered += 1;
        if (ok(typed.text)) row.typed.answered += 1;
      }
    }
    rows.push(row);
  }
  return rows;
}

const pct = (n: number, total: number) => `${n}/${total} (${total ? ((n / total) * 100).toFixed(1) : '0.0'} %)`;

export function formatChips(rows: ChipRow[]): string {
  return [
    '  quick-ask chips, answered from their own section (every place x 6 chips):',
    ...rows.map(
      (r) =>
        `    ${r.lang}: by chip ${pct(r.byChip.answered, r.byChip.total)}; typed ${pct(r.typed.answered, r.typed.total)}`,
    ),
  ].join('\n');
}
