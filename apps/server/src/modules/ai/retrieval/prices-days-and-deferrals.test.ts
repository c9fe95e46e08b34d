import { describe, expect, it } from 'vitest';
import { isRefusal } from '../evaluation/evaluate.js';
import { replyLanguage } from './language.js';
import { askGrounded, testKnowledge as knowledge } from './test-helpers.js';

/*
 * Refused, with what is close: a price on a page that states no amount, the time of something on a
 * coming day, an activity the page leaves to local rules. And the reply language of a short question
 * is not decided by a place's name or a compound's part.
 */

describe('a price asked', () => {
  it.each([
    [
      'fr',
      "Quel est le prix d'une meule entière à la boutique ?",
      'La boutique vend les meules du domaine; on y paie par carte.',
    ],
    [
      'fr',
      'le téléphérique coûte combien aller-retour',
      'Le téléphérique relie le col au sommet; les billets se paient à la station.',
    ],
    ['en', "What's the price of the boat ticket?", 'Boats run from the pier; tickets are sold on board.'],
    ['it', 'La funivia costa quanto?', 'La funivia sale dal paese alla vetta; il biglietto si compra alla cassa.'],
  ] as const)('%s: refuses "%s" when the page states no amount', (lang, question, text) => {
    expect(isRefusal(askGrounded(knowledge(lang, [text]), question), lang)).toBe(true);
  });

  it('answers it where the page states an amount', () => {
    const page = knowledge('en', ['A return ticket costs CHF 42 for adults.', 'Boats run from the pier.']);
    expect(askGrounded(page, 'What is the price of a return ticket?')).toContain('CHF 42');
  });
});

describe('the time of something on a coming day', () => {
  it.each([
    ['de', 'wann ist morgen sonnenaufgang am see', 'An windstillen Morgen spiegelt sich der Berg im See.'],
    ['en', 'what time is sunset tonight at the lake', 'At sunset the peaks glow red above the lake.'],
    ['fr', 'à quelle heure se lève le soleil demain ?', 'Le lever du soleil sur le lac est un moment magique.'],
    ['it', 'quando sorge il sole domani sul lago?', "L'alba sul lago è uno spettacolo."],
  ] as const)('%s: refuses "%s"', (lang, question, text) => {
    expect(isRefusal(askGrounded(knowledge(lang, [text]), question), lang)).toBe(true);
  });

  it('still answers a morning ("am Morgen") asked about', () => {
    const page = knowledge('de', ['An windstillen Morgen spiegelt sich der Berg im See.']);
    expect(askGrounded(page, 'Wann spiegelt sich der Berg am Morgen im See?')).toContain('windstillen');
  });
});

describe('an activity the page leaves to local rules', () => {
  const rules = 'Many mountain lakes are protected; check local rules before swimming, fishing or camping.';
  it('refuses "can I camp", offering the passage that says to check the rules', () => {
    const page = knowledge('en', [rules, 'Mountain lakes stay cold; stay close to the shore.']);
    const answer = askGrounded(page, 'Can I camp by the lake?');
    expect(isRefusal(answer, 'en')).toBe(true);
    expect(answer).toContain('check local rules');
  });

  it('answers from the passage that speaks of the activity itself', () => {
    const page = knowledge('en', [rules, 'Swimming is allowed at the lido on the east shore.']);
    expect(askGrounded(page, 'Can I go swimming in the lake?')).toContain('lido');
  });
});

describe('the reply language of a short question', () => {
  it('is not decided by a weak guess on a place name', () => {
    expect(replyLanguage('best restaurant in sugiez?', 'en')).toBe('en');
  });

  it('knows the question words Orama\'s lists lack ("comment", "depuis", "fait"), and "aller" is French too', () => {
    expect(replyLanguage('comment y aller depuis Locarno', 'fr')).toBe('fr');
    expect(replyLanguage("on monte comment à l'Ebenalp", 'de')).toBe('fr');
    expect(replyLanguage('le niesen il fait quelle altitude', 'fr')).toBe('fr');
    expect(replyLanguage("Jusqu'à quelle altitude monte-t-elle ?", 'fr')).toBe('fr');
    expect(replyLanguage('wann fährt das letzte Schiff', 'en')).toBe('de');
  });

  it('is not decided by a function word inside a hyphenated noun ("aller-retour")', () => {
    expect(replyLanguage('le téléphérique glacier 3000 coûte combien aller-retour', 'de')).toBe('fr');
  });
});

describe('open on a weekday', () => {
  it("answers with the page's own sentence on that day, and refuses where it says none", () => {
    const museum = knowledge('fr', [
      "Ouvert toute l'année (en général fermé le lundi) ; rarement bondé.",
      'Le musée a ouvert en 1902.',
    ]);
    expect(askGrounded(museum, 'Le musée est ouvert le lundi ?')).toContain('fermé le lundi');
    expect(isRefusal(askGrounded(museum, 'Le musée est ouvert le mardi ?'), 'fr')).toBe(true);
  });
});

describe('worth it', () => {
  it('reads "vale la pena", "worth it", "lohnt sich" as phrasing around the season asked', () => {
    expect(
      askGrounded(
        knowledge('it', ['Negli inverni freddi la cascata può trasformarsi in cortine di ghiaccio.']),
        "D'inverno vale la pena andarci?",
      ),
    ).toContain('ghiaccio');
  });
});

describe('the reply language around names and in Swiss German', () => {
  it('reads "Lac de Bienne" as a name, and "isch … gsi" as German', () => {
    expect(replyLanguage("Lac de Bienne – is St Peter's Island actually still an island?", 'fr')).toBe('en');
    expect(replyLanguage('was isch de monte verità gsi?', 'de')).toBe('de');
    expect(replyLanguage('was isch de monte verità gsi?', 'fr')).toBe('de');
  });
});
