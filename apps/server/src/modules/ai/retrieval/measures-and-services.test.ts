import { describe, expect, it } from 'vitest';
import type { Knowledge } from '../knowledge.js';
import { countOfThingsAsked, measureAsked, statesCount } from './measures-asked.js';
import { askGrounded as ask, testKnowledge, testPassage } from './test-helpers.js';

const REFUSED =
  /don't have that information|habe ich in den offiziellen Quellen|n'ai pas cette information|Non ho questa informazione/;

/** A page with an elevation field and the given facts. */
const page = (lang: Knowledge['lang'], elevation: string, texts: string[]): Knowledge => ({
  ...testKnowledge(lang, texts),
  passages: [testPassage(elevation, 'facts', ['height']), ...texts.map((t) => testPassage(t))],
});

describe('a measure or a count asked is answered only by a passage stating one', () => {
  it('asks a time span for "how long does it take" and "wie lange", never a length', () => {
    const trail = testKnowledge('en', [
      'The North Face was long thought unclimbable.',
      'The trail starts at Eigergletscher.',
    ]);
    expect(ask(trail, 'How long does the trail take?')).toMatch(REFUSED);
    expect(ask(trail, 'How many hours does the walk take from Eigergletscher?')).toMatch(REFUSED);
    const de = testKnowledge('de', ['Der Weg führt vom Bahnhof in rund einer Stunde zur Gletscherzunge.']);
    expect(ask(de, 'Wie lange dauert der Weg bis zur Gletscherzunge?')).toContain('einer Stunde');
    const aigle = testKnowledge('de', ['Zum Schloss sind es rund 15 Gehminuten durch die Reben.']);
    expect(ask(aigle, 'Wie lange laufe ich vom Bahnhof bis zum Schloss?')).toContain('15 Gehminuten');
    const it = testKnowledge('it', ["Dalla funivia un sentiero facile porta al lago in un'ora."]);
    expect(ask(it, 'Quanto dura la passeggiata fino al lago?')).toContain("un'ora");
  });

  it('does not take the elevation for a depth, nor words without a number for a height', () => {
    const lake = page('it', 'Altitudine di Testsee: 1408 m.', [
      'Il lago si trova a circa 1408 m nelle Alpi del Chablais.',
    ]);
    expect(ask(lake, 'quanto è profondo il lago?')).toMatch(REFUSED);
    const tower = testKnowledge('en', ['A lookout tower near the upper station rises above the treetops.']);
    expect(ask(tower, 'How tall is the lookout tower?')).toMatch(REFUSED);
    const built = testKnowledge('en', ['The lookout tower, 28 m high, rises above the treetops.']);
    expect(ask(built, 'How tall is the lookout tower?')).toContain('28 m');
    expect(measureAsked('il fait combien de haut le Grand Combin', 'fr')).toBe('height');
    expect(measureAsked('Wie tief ist der See?', 'de')).toBe('depth');
    const cheese = testKnowledge(
      'de',
      ['Emmentaler entstand in Dorfkäsereien im ganzen Tal.', 'Ein Laib wiegt zwischen 75 und 120 kg.'],
      'Emmentaler',
    );
    expect(ask(cheese, 'Wie schwer ist so ein Emmentaler Laib?')).toContain('120 kg');
    const shared = testKnowledge('de', [
      'Das Nordufer gehört zur Schweiz.',
      'Rund 60 % der Seefläche gehören zur Schweiz.',
    ]);
    expect(ask(shared, 'wie viel vom see gehört zur schweiz, prozent?')).toContain('60 %');
  });

  it('counts things with a number that is no year, measure or date', () => {
    expect(countOfThingsAsked('Combien de lits a l’hospice ?', 'fr')).toBe(true);
    expect(countOfThingsAsked('Sur combien de kilomètres s’étendent les terrasses ?', 'fr')).toBe(false);
    expect(countOfThingsAsked('il fait combien de haut', 'fr')).toBe(false);
    const text = (t: string) => testPassage(t);
    expect(statesCount(text('Un col à 2005 m, construit en 1805.'), 'fr')).toBe(false);
    expect(statesCount(text('Celebrazioni della Festa nazionale: 1° agosto.'), 'it')).toBe(false);
    expect(statesCount(text('Il y eut une quinzaine de morts.'), 'fr')).toBe(true);
    expect(statesCount(text('Das Hospiz hat 40 Betten.'), 'de')).toBe(true);
    const pass = testKnowledge('fr', ['Un col historique à 2005 m, avec un hospice construit sur ordre de Napoléon.']);
    expect(ask(pass, "Combien de lits a l'hospice ?")).toMatch(REFUSED);
  });
});

describe('services on the spot and fees are answered only where the page speaks of them', () => {
  it('refuses a fishing permit, a lifeguard or mobile reception the page never mentions', () => {
    const lake = testKnowledge('de', [
      'Wandernde und Fischer geniessen das ruhige Hochtal.',
      'Forelle: Bergrestaurants.',
    ]);
    expect(ask(lake, 'Braucht man zum Fischen ein Patent?')).toMatch(REFUSED);
    const beach = testKnowledge('fr', ['Ne vous baignez que dans les plages et lieux autorisés.']);
    expect(ask(beach, 'La baignade est-elle surveillée sur les plages ?')).toMatch(REFUSED);
    const falls = testKnowledge('fr', ['Un restaurant et un arrêt de bus se trouvent au pied des chutes.']);
    expect(ask(falls, "Est-ce que le natel passe au pied des chutes, ou il n'y a pas de réseau ?")).toMatch(REFUSED);
    const permit = testKnowledge('en', ['Anglers need a cantonal fishing permit, sold at the tourist office.']);
    expect(ask(permit, 'Do I need a fishing permit?')).toContain('permit');
  });

  it('answers whether entry is paid only from a page that speaks of a fee or free entry', () => {
    const town = testKnowledge('fr', ["En 1972, la ville a reçu le premier prix Wakker pour l'entretien de son site."]);
    expect(ask(town, "l'entrée du château est payante ?")).toMatch(REFUSED);
    const lido = testKnowledge('it', [
      "D'estate il lago è gestito come lido, con biglietto d'ingresso e un ristorante.",
    ]);
    expect(ask(lido, 'si paga per entrare al lido?')).toContain("biglietto d'ingresso");
    const hut = testKnowledge('en', ['The path to the hut is usually free of snow from July to September.']);
    expect(ask(hut, 'When is it free of snow?')).toContain('July');
  });

  it('refuses the evening’s last ride and a weekday opening the page cannot tell', () => {
    const lift = testKnowledge('de', [
      'Eine Gondelbahn fährt von Rivera zur Alpe Foppa.',
      'Die Gondelbahn fährt vom Frühling bis in den Herbst.',
    ]);
    expect(ask(lift, 'Bis wann fährt die Gondel am Abend?')).toMatch(REFUSED);
    const wine = testKnowledge('it', ['I fine settimana autunnali e le cantine aperte attirano gli appassionati.']);
    expect(ask(wine, 'Quali cantine sono aperte la domenica per una degustazione?')).toMatch(REFUSED);
  });

  it('offers "check the local rules" as what is close, with no yes', () => {
    const lake = testKnowledge('de', [
      'Viele Bergseen sind geschützt; prüfen Sie vor dem Baden, Fischen oder Campieren die lokalen Regeln.',
    ]);
    const answer = ask(lake, 'Darf man im See baden?');
    expect(answer).toMatch(REFUSED);
    expect(answer).not.toMatch(/\bJa\b/);
  });
});

describe('how old, and time spans in words', () => {
  it('answers "how old" with a year, and a walk "five minutes" long', () => {
    const cake = testKnowledge('de', [
      'Sie besteht aus Japonais-Böden und Buttercreme.',
      'Konditor Heinrich Höhn erfand die Torte 1915 in Zug.',
    ]);
    expect(ask(cake, 'Wie alt ist die Torte eigentlich?')).toContain('1915');
    const shop = testKnowledge('it', ['Dalla stazione di Zugo la pasticceria si raggiunge in cinque minuti a piedi.']);
    expect(ask(shop, 'Quanto ci vuole a piedi dalla stazione fino alla pasticceria?')).toContain('cinque minuti');
  });
});

describe('a length asked', () => {
  it('is answered by a passage giving one in kilometres, not by "a long footbridge" or an area', () => {
    expect(measureAsked('Quanto è lungo il lago più o meno?', 'it')).toBe('length');
    expect(measureAsked('How long does it take?', 'en')).toBeUndefined();
    const lake = testKnowledge('it', [
      'Una lunga passerella di legno collega Rapperswil a Hurden.',
      'Il lago misura circa 88 km² e raggiunge circa 136 m di profondità.',
      'Il Lago di Zurigo si stende per circa 40 km dalla città fino alla piana della Linth.',
    ]);
    expect(ask(lake, 'Quanto è lungo il lago più o meno?')).toContain('40 km');
  });
});
