import { describe, expect, it } from 'vitest';
import type { Knowledge } from '../knowledge.js';
import { splitUnknownCompound } from './compounds.js';
import { asksOf } from './two-asks.js';
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

describe('who made the thing asked about, and when', () => {
  it('names the maker of the thing asked about, not of something else on the page', () => {
    const museum = testKnowledge('en', [
      'The museum is supported by a foundation created by Nestlé, which has its headquarters in Vevey.',
      'The fork in the lake, by artist Jean-Pierre Zaugg, is about 8 metres tall.',
    ]);
    expect(ask(museum, 'Who made the giant fork in the lake?')).toContain('Zaugg');
    const fr = testKnowledge('fr', [
      'Le musée est soutenu par une fondation créée par Nestlé.',
      "La fourchette plantée dans le lac, œuvre de l'artiste Jean-Pierre Zaugg, mesure environ 8 mètres.",
    ]);
    expect(ask(fr, 'Qui a créé la fourchette dans le lac ?')).toContain('Zaugg');
  });

  it('gives the year from a passage nearly as good when the best one has no date', () => {
    const bar = testKnowledge('en', [
      'Wartime cocoa rationing pushed Camille Bloch to invent the hazelnut-rich Ragusa in a small Jura village factory.',
      'The Ragusa bar was created in 1942, when cocoa was scarce.',
    ]);
    expect(ask(bar, 'When was Ragusa invented?')).toContain('1942');
    const ioc = testKnowledge('de', [
      'Pierre de Coubertin verlegte das IOK während des Ersten Weltkriegs in die neutrale Schweiz.',
      'Das Internationale Olympische Komitee hat seit 1915 seinen Sitz in Lausanne.',
    ]);
    expect(ask(ioc, 'seit wann sitzt das IOK in Lausanne')).toContain('1915');
  });
});

describe('German compounds and Swiss German in a question', () => {
  it('splits a compound the page never uses into two words it does use', () => {
    expect(splitUnknownCompound('Weinfest', new Set(['wein', 'fest']))).toEqual(['wein', 'fest']);
    expect(splitUnknownCompound('Bahnhofsplatz', new Set(['bahnhof', 'platz']))).toEqual(['bahnhof', 'platz']);
    expect(splitUnknownCompound('Weinfest', new Set(['wein']))).toBeUndefined();
    const fest = testKnowledge('de', [
      'Das Dorf liegt zwischen zwei Seen.',
      'Fest des neuen Weins: Ende April oder Anfang Mai.',
    ]);
    expect(ask(fest, 'wann ist das weinfest ungefähr')).toContain('Ende April');
  });

  it('reads Swiss German function words as such, and "since when" as a year', () => {
    const church = testKnowledge('de', [
      'Der schiefe Turm ist der Rest einer Kirche.',
      'Die Bergkirche über den Reben wurde 1491 erbaut.',
    ]);
    expect(ask(church, 'wann isch d bergkirche baut worde')).toContain('1491');
    const rail = testKnowledge('de', [
      'Die Bahn fährt etwa von Mai bis Oktober.',
      'Die Reichenbachfall-Bahn wurde 1899 eröffnet.',
    ]);
    expect(ask(rail, 'Seit wann fährt die Bahn eigentlich?')).toContain('1899');
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

describe('two questions in one', () => {
  it('splits at a second question word, never a follow-up opening with "and"', () => {
    expect(asksOf('how high is the dam and how many people worked on it?', 'en')).toEqual([
      'how high is the dam?',
      'how many people worked on it?',
    ]);
    expect(asksOf('quando ha aperto la ferrovia e quanto costa il biglietto', 'it')).toHaveLength(2);
    expect(asksOf('and how high is it?', 'en')).toHaveLength(1);
    expect(asksOf('Gibt es Brot und Käse?', 'de')).toHaveLength(1);
  });

  it('answers the ask it can and says plainly that the rest is not in our data', () => {
    const dam = testKnowledge('en', ['The Grande Dixence dam is 285 m high, the tallest gravity dam in the world.']);
    const answer = ask(dam, 'how high is the dam and how many people worked on it?');
    expect(answer).toContain('285 m');
    expect(answer).toContain('Our data does not say anything about the rest of your question.');
  });
});

describe('the first ascent', () => {
  it('answers "who climbed it first" with the sentence on the first ascent, in any wording', () => {
    const peak = testKnowledge('de', [
      'Bei der ersten Eintragung 2001 hiess das Welterbe Jungfrau-Aletsch-Testhorn.',
      'Leslie Stephen gelang 1859 mit einheimischen Führern die Erstbesteigung.',
    ]);
    expect(ask(peak, 'Wer hat das Testhorn als Erster bestiegen?')).toContain('Leslie Stephen');
    const it = testKnowledge('it', [
      'La capanna è la base per la salita.',
      'Henri Maynard ne compì la prima salita nel 1813.',
    ]);
    expect(ask(it, 'chi ha fatto la prima salita e quando?')).toContain('1813');
  });
});

describe('why a place is called so', () => {
  it('answers from the passage on the name, never from "call Rega"', () => {
    const fr = testKnowledge('fr', [
      'Avant de partir, consultez la météo; pour le sauvetage en montagne, appelez la Rega au 1414.',
      'Le nom rappelle des légendes qui attribuaient aux diables les grands éboulements du massif.',
    ]);
    expect(ask(fr, "pourquoi ça s'appelle les diablerets")).toContain('légendes');
    const it = testKnowledge('it', [
      'In caso di emergenza chiamate la Rega al 1414.',
      'Il nome ricorda il canonico Berchtold del duomo di Sion.',
    ]);
    expect(ask(it, 'perché si chiama dom')).toContain('Berchtold');
  });
});

describe('context before the question, and a place spelt another way', () => {
  it('reads "Pour des randonneurs :" as the scene and "Aare" as the page\'s "Aar"', () => {
    const trail = testKnowledge('fr', [
      "Les randonneurs l'atteignent depuis Stechelberg via Trachsellauenen.",
      "Bus jusqu'à Stechelberg, puis randonnée jusqu'à Obersteinberg (environ 2 h 30 à 3 h).",
    ]);
    expect(
      ask(trail, 'Pour des randonneurs : combien de temps faut-il pour monter de Stechelberg à Obersteinberg ?'),
    ).toContain('2 h 30');
    const lake = testKnowledge(
      'it',
      ["Il canale di Hagneck, scavato durante la correzione delle acque del Giura, devia l'Aar nel lago."],
      'Lago di Bienne',
    );
    expect(ask(lake, "Per dei visitatori: quale canale porta l'Aare nel lago di Bienne?")).toContain('Hagneck');
  });
});

describe('a claim told before "is that right?"', () => {
  it('is never confirmed by a passage that only meets the tag', () => {
    const abbey = testKnowledge('de', [
      'Der Überlieferung nach wurde es von Karl dem Grossen gegründet; es stammt aus der Zeit um 775.',
    ]);
    const answer = ask(abbey, 'Ich habe gelesen, dass im Kloster heute Mönche leben. Stimmt das?');
    expect(answer).not.toMatch(/\bJa\b/);
  });
});

describe('views', () => {
  it('answers what is seen from a passage on the view, and where from with a photo spot', () => {
    const peak = testKnowledge('en', [
      'A short rocky path leads to the top, where the glacier spreads out below in its full length.',
      'From the summit the view takes in the Aletsch Glacier and the Valais Alps.',
    ]);
    expect(ask(peak, 'what glacier can u see from the top')).toContain('Aletsch');
    const palu: Knowledge = {
      ...testKnowledge('it', ['La montagna ha tre vette lungo la cresta.']),
      passages: [
        testPassage('La montagna ha tre vette lungo la cresta.'),
        testPassage('Punto fotografico: La parete nord del Piz Palü dalla Diavolezza.', 'photos', ['photo']),
      ],
    };
    expect(ask(palu, 'da dove si vede meglio il piz palu')).toContain('Diavolezza');
  });

  it('refuses a toll the page never mentions', () => {
    const pass = testKnowledge('en', ['A high road pass, 2164 m, between the Haslital and the Goms.']);
    expect(ask(pass, 'is there a toll on the pass road? how much?')).toMatch(REFUSED);
  });
});

describe('where something starts', () => {
  it('answers "where does the cable car leave from" with the passage naming the place after "from"', () => {
    const lake = testKnowledge('fr', [
      'Point photo : Le sentier qui monte dans la vallée du Leitschach.',
      'Deux téléphériques, depuis Intschi et depuis Amsteg, desservent la terrasse sans voitures.',
    ]);
    expect(ask(lake, "D'où partent les téléphériques pour monter au lac ?")).toContain('Intschi');
    const peak = testKnowledge('it', [
      'Prima di partire consultate le previsioni di MeteoSvizzera.',
      'Una funivia sale da Brülisau alla vetta.',
    ]);
    expect(ask(peak, 'Da dove parte la funivia per la vetta?')).toContain('Brülisau');
  });
});

describe('when a recurring event takes place', () => {
  it('gives the time in the year, not the year it began; "since when" keeps the year', () => {
    const race = testKnowledge('de', [
      'Die Lauberhornrennen fanden erstmals 1930 statt; ihre Abfahrt ist die längste im Weltcup.',
      'Die Lauberhornrennen finden jedes Jahr im Januar statt.',
    ]);
    expect(ask(race, 'Wann sind die Lauberhornrennen?')).toContain('Januar');
    const gorge = testKnowledge('de', [
      'Die Schlucht ist von Frühling bis Herbst für Besucher geöffnet.',
      'Die Schlucht ist seit 1888 für Besucher zugänglich.',
    ]);
    expect(ask(gorge, 'Seit wann ist die Schlucht für Besucher offen?')).toContain('1888');
  });
});
