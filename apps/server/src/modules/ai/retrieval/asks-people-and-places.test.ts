import { describe, expect, it } from 'vitest';
import type { Knowledge } from '../knowledge.js';
import { splitUnknownCompound } from './compounds.js';
import { askGrounded as ask, testKnowledge, testPassage } from './test-helpers.js';
import { asksOf } from './two-asks.js';

const REFUSED =
  /don't have that information|habe ich in den offiziellen Quellen|n'ai pas cette information|Non ho questa informazione/;

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

describe('where something starts, in other words than "from"', () => {
  it('takes "startet in Surlej" for where it leaves, and "ab Januar" for no place', () => {
    const lake = testKnowledge('de', [
      'Meist friert der See etwa ab Januar zu.',
      'In Surlej am Seeufer startet die Luftseilbahn auf den Corvatsch.',
    ]);
    expect(ask(lake, 'Wo fährt die Bahn auf den Corvatsch ab?')).toContain('Surlej');
  });
});
