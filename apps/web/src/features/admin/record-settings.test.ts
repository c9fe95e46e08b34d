import { describe, expect, it } from 'vitest';
import { INSIGHT_KIND, QUIZ_KIND } from './record-kinds';
import { matchesSearch, newInsight, newQuestion, QUIZ_SETTINGS } from './record-settings';

describe('the records panel search', () => {
  const question = {
    ...newQuestion(),
    id: 'q07',
    question: {
      en: 'Which lake is the largest?',
      de: 'Welcher See ist der grösste?',
      fr: 'Quel lac ?',
      it: 'Quale lago?',
    },
  };
  const texts = (lang: 'en' | 'de') => QUIZ_KIND.fields.map((field) => (q: typeof question) => field.get(q, lang));

  it('finds a record by id or by its text in the chosen language only, ignoring case', () => {
    expect(matchesSearch(question, '', question.id, texts('en'))).toBe(true);
    expect(matchesSearch(question, 'Q07', question.id, texts('en'))).toBe(true);
    expect(matchesSearch(question, 'LARGEST', question.id, texts('en'))).toBe(true);
    expect(matchesSearch(question, 'grösste', question.id, texts('en'))).toBe(false);
    expect(matchesSearch(question, 'grösste', question.id, texts('de'))).toBe(true);
  });
});

describe('new records', () => {
  it('start empty, without an id (the server gives one), in every language', () => {
    const q = newQuestion();
    expect(q.id).toBe('');
    expect(q.options.it).toEqual(['', '', '', '']);
    expect(newInsight().title).toEqual({ en: '', de: '', fr: '', it: '' });
    expect(INSIGHT_KIND.create).toBeDefined();
  });

  it('link a question to no place when the place field is left empty', () => {
    const place = QUIZ_SETTINGS.find((field) => field.key === 'placeOptional');
    const linked = place?.set(newQuestion(), ' five-lakes-walk-zermatt ');
    expect(linked?.place_id).toBe('five-lakes-walk-zermatt');
    expect(linked && place?.set(linked, '').place_id).toBeNull();
  });
});
