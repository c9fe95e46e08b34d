import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkReply, firstNamed, holdsTemperature, nameVariants, type CheckContext, type SeenReply } from './checks.js';
import { startEvalApp, type EvalApp } from './eval-app.js';
import type { FakeOpenMeteo, ServedWeather } from './fake-open-meteo.js';
import { halfOf, loadLocationQuestions, type EvalQuestion } from './questions.js';
import { formatHalf, runLocationEval, summarize } from './run.js';
import type { LocationTruth } from './truth.js';

/*
 * The location evaluation's harness, not the engine's score: the checkers pass a right reply and
 * fail a wrong one (hand-made replies against truths computed from the seeded data), and a small
 * fixed subset runs through the real route without crashing, whatever the engine answers.
 */
const set = loadLocationQuestions();
const question = (id: string): EvalQuestion => {
  const q = set.questions.find((x) => x.id === id);
  if (!q) throw new Error(`no question ${id}`);
  return q;
};
const at = (q: EvalQuestion) => {
  const p = set.positions[q.position];
  if (!p) throw new Error(`no position ${q.position}`);
  return p;
};
const ok = (response: string, language: string, isFallback = false): SeenReply => ({
  statusCode: 200,
  response,
  language,
  isFallback,
});
/** A Monday at 10:00 and at 23:30 in Zürich (UTC+1 in November): shops open, then closed. */
const MONDAY_MORNING = new Date('2026-11-23T09:00:00Z');
const MONDAY_NIGHT = new Date('2026-11-23T22:30:00Z');
const WEATHER: ServedWeather = { lat: 0, lng: 0, temperatureC: 7.3, europeanAqi: 23, usAqi: 30 };

describe('AIRA location evaluation harness', () => {
  let evalApp: EvalApp;
  let app: FastifyInstance;
  let weather: FakeOpenMeteo;
  let truth: LocationTruth;
  let ctx: CheckContext;

  beforeAll(async () => {
    evalApp = await startEvalApp();
    ({ app, weather, truth } = evalApp);
    ctx = { truth, weatherAt: () => WEATHER, now: MONDAY_MORNING };
  }, 180_000);
  afterAll(() => evalApp.close());

  it('the set: enough questions, positions, languages and kinds, split about in half', () => {
    const { positions } = set;
    const questions = set.questions.filter((q) => q.half === 'tune' || q.half === 'dev');
    expect(questions.length).toBeGreaterThanOrEqual(120);
    expect(new Set(questions.map((q) => q.position)).size).toBeGreaterThanOrEqual(10);
    expect(Object.keys(positions).length).toBeGreaterThanOrEqual(10);
    for (const lang of ['en', 'de', 'fr', 'it']) {
      expect(questions.filter((q) => q.lang === lang).length).toBeGreaterThan(questions.length * 0.2);
    }
    for (const kind of ['answerable', 'unanswerable', 'adversarial']) {
      expect(questions.some((q) => q.kind === kind)).toBe(true);
    }
    const tune = questions.filter((q) => q.half === 'tune').length;
    expect(tune / questions.length).toBeGreaterThan(0.35);
    expect(tune / questions.length).toBeLessThan(0.65);
    expect(questions.every((q) => q.half === halfOf(q.id))).toBe(true);
  });

  it('the holdout half: its own file, enough questions, positions, languages and kinds', () => {
    const holdout = set.questions.filter((q) => q.half === 'holdout');
    expect(holdout.length).toBeGreaterThanOrEqual(110);
    expect(new Set(holdout.map((q) => q.position)).size).toBeGreaterThanOrEqual(10);
    for (const lang of ['en', 'de', 'fr', 'it']) {
      expect(holdout.filter((q) => q.lang === lang).length).toBeGreaterThan(holdout.length * 0.2);
    }
    const answerable = holdout.filter((q) => q.kind === 'answerable').length;
    expect(answerable / holdout.length).toBeGreaterThan(0.55);
    expect(answerable / holdout.length).toBeLessThan(0.75);
    for (const kind of ['unanswerable', 'adversarial']) {
      expect(holdout.some((q) => q.kind === kind)).toBe(true);
    }
  });

  it('the extra half: its own file, enough questions, positions (some new), languages and kinds', () => {
    const extra = set.questions.filter((q) => q.half === 'extra');
    expect(extra.length).toBeGreaterThanOrEqual(120);
    const where = new Set(extra.map((q) => q.position));
    expect(where.size).toBeGreaterThanOrEqual(12);
    // extra10 paraphrases questions at their own positions, so it takes no position from the file it paraphrases.
    const elsewhere = new Set(
      set.questions.filter((q) => q.half !== 'extra' && q.half !== 'extra10').map((q) => q.position),
    );
    expect([...where].filter((p) => !elsewhere.has(p)).length).toBeGreaterThanOrEqual(4);
    for (const lang of ['en', 'de', 'fr', 'it']) {
      expect(extra.filter((q) => q.lang === lang).length).toBeGreaterThan(extra.length * 0.2);
    }
    const answerable = extra.filter((q) => q.kind === 'answerable').length;
    expect(answerable / extra.length).toBeGreaterThan(0.55);
    expect(answerable / extra.length).toBeLessThan(0.75);
    for (const kind of ['unanswerable', 'adversarial']) {
      expect(extra.some((q) => q.kind === kind)).toBe(true);
    }
  });

  it('the extra2 half: its own file, refusal-heavy, at positions (some new), in every language', () => {
    const extra2 = set.questions.filter((q) => q.half === 'extra2');
    expect(extra2.length).toBeGreaterThanOrEqual(110);
    const where = new Set(extra2.map((q) => q.position));
    expect(where.size).toBeGreaterThanOrEqual(12);
    const tuned = new Set(
      set.questions.filter((q) => ['tune', 'dev', 'extra'].includes(q.half)).map((q) => q.position),
    );
    expect([...where].filter((p) => !tuned.has(p)).length).toBeGreaterThanOrEqual(4);
    for (const lang of ['en', 'de', 'fr', 'it']) {
      expect(extra2.filter((q) => q.lang === lang).length).toBeGreaterThan(extra2.length * 0.2);
    }
    const answerable = extra2.filter((q) => q.kind === 'answerable').length;
    expect(answerable / extra2.length).toBeGreaterThan(0.35);
    expect(answerable / extra2.length).toBeLessThan(0.55);
    for (const kind of ['unanswerable', 'adversarial']) {
      expect(extra2.some((q) => q.kind === kind)).toBe(true);
    }
  });

  it.each(['extra3', 'extra4', 'extra5', 'extra6', 'extra7', 'extra8', 'extra9', 'extra10'] as const)(
    'the %s half: its own file, mostly answerable, at positions (some new), in every language',
    (half) => {
      const questions = set.questions.filter((q) => q.half === half);
      expect(questions.length).toBeGreaterThanOrEqual(150);
      const where = new Set(questions.map((q) => q.position));
      expect(where.size).toBeGreaterThanOrEqual(12);
      // extra10 paraphrases the other files' questions at the same positions: it has none of its own and
      // takes none from them.
      const elsewhere = new Set(
        set.questions.filter((q) => q.half !== half && q.half !== 'extra10').map((q) => q.position),
      );
      const fresh = [...where].filter((p) => !elsewhere.has(p)).length;
      if (half === 'extra10') expect(fresh).toBe(0);
      else expect(fresh).toBeGreaterThanOrEqual(4);
      for (const lang of ['en', 'de', 'fr', 'it']) {
        expect(questions.filter((q) => q.lang === lang).length).toBeGreaterThan(questions.length * 0.2);
      }
      const answerable = questions.filter((q) => q.kind === 'answerable').length;
      expect(answerable / questions.length).toBeGreaterThan(0.65);
      expect(answerable / questions.length).toBeLessThan(0.85);
      for (const kind of ['unanswerable', 'adversarial']) {
        expect(questions.some((q) => q.kind === kind)).toBe(true);
      }
    },
  );

  it('every truth can be computed from the seeded data (nothing stale)', () => {
    const stale = set.questions
      .filter((q) => !(q.kind === 'answerable' && q.check.type === 'openNow'))
      .map((q) => ({ id: q.id, result: checkReply(q, at(q), ok('', q.lang), ctx) }))
      .filter(({ result }) => result.stale);
    expect(stale).toEqual([]);
  });

  it('nearest: names one of the nearest pharmacies -> right; a far one -> wrong', () => {
    const q = question('zurich-hb-01');
    const [nearest] = truth.nearest(at(q), { category: 'healthcare', subcategories: ['pharmacy'] }, { limit: 1 });
    expect(nearest).toBeDefined();
    const right = checkReply(q, at(q), ok(`The closest pharmacy is ${nearest?.poi.name ?? ''}, 20 m away.`, 'en'), ctx);
    expect(right).toMatchObject({ right: true, languageRight: true });
    const wrong = checkReply(q, at(q), ok('The closest pharmacy is Zentralapotheke in Neuhausen.', 'en'), ctx);
    expect(wrong.right).toBe(false);
    // A right name flagged as a fallback is not an answer.
    expect(checkReply(q, at(q), ok(`${nearest?.poi.name ?? ''}.`, 'en', true), ctx).right).toBe(false);
  });

  it('nearest: the first place named counts, not one named in passing; kind words are no names', () => {
    const tram = question('zurich-hb-04');
    const passing = ok(
      'La stazione più vicina è Zürich HB, a 30 m. Vicino anche: Zürich, Bahnhofplatz/HB, 100 m.',
      'it',
    );
    expect(checkReply(tram, at(tram), passing, ctx).right).toBe(false);
    const direct = ok('La fermata del tram più vicina è Zürich, Bahnhofplatz/HB, a 100 m.', 'it');
    expect(checkReply(tram, at(tram), direct, ctx).right).toBe(true);
    const open = question('zurich-hb-02');
    const [first] = truth.nearest(at(open), { category: 'healthcare', subcategories: ['pharmacy'] }, { limit: 1, openAt: MONDAY_MORNING }); // prettier-ignore
    const reply = ok(`Die nächste geöffnete Apotheke ist ${first?.poi.name ?? ''}, 30 m entfernt.`, 'de');
    expect(checkReply(open, at(open), reply, ctx).right).toBe(true);
  });

  it('names: a bracketed aside said as the contract sanitises it ("A, B") is the same name', () => {
    expect(nameVariants('Zermatt (Talstation Sunnegga)')).toContain('Zermatt, Talstation Sunnegga');
    const names = ['Zermatt (Talstation Sunnegga)', 'Zermatt Bahnhof'];
    expect(firstNamed('The nearest cable car is Zermatt, Talstation Sunnegga, 300 m away.', names)).toBe(names[0]);
  });

  it('openNow: the state the hours give at that moment, not the other one', () => {
    const q = question('zurich-hb-05'); // Medbase Apotheke Zürich HB, Mo-Fr 07:00-21:00
    const open = ok('Yes, the Medbase pharmacy is open until 21:00 today.', 'en');
    const closed = ok('No, it is closed now; it opens at 7:00.', 'en');
    expect(checkReply(q, at(q), open, ctx).right).toBe(true);
    expect(checkReply(q, at(q), closed, ctx).right).toBe(false);
    const night = { ...ctx, now: MONDAY_NIGHT };
    expect(checkReply(q, at(q), closed, night).right).toBe(true);
    expect(checkReply(q, at(q), open, night).right).toBe(false);
  });

  it('weather: the served temperature, exact or rounded with a unit; another number fails', () => {
    const q = question('zurich-hb-06');
    expect(checkReply(q, at(q), ok('Es sind gerade 7,3 °C und bedeckt.', 'de'), ctx).right).toBe(true);
    expect(checkReply(q, at(q), ok('Es ist mit 7 Grad eher kühl und bedeckt.', 'de'), ctx).right).toBe(true);
    expect(checkReply(q, at(q), ok('Es sind gerade 17,3 °C.', 'de'), ctx).right).toBe(false);
    expect(holdsTemperature('-7.3 °C', 7.3)).toBe(false);
    expect(holdsTemperature('minus: -2.1°C', -2.1)).toBe(true);
  });

  it('route: destination and a stop or a plausible distance; the destination alone fails', () => {
    const q = question('zurich-hb-07');
    expect(
      checkReply(q, at(q), ok('Take the S10 from Zürich HB to Uetliberg, about 25 minutes.', 'en'), ctx).right,
    ).toBe(true);
    expect(checkReply(q, at(q), ok('Uetliberg is about 5 km south-west of you.', 'en'), ctx).right).toBe(true);
    expect(checkReply(q, at(q), ok('Uetliberg is a lovely hill.', 'en'), ctx).right).toBe(false);
    expect(checkReply(q, at(q), ok('Uetliberg is 60 km from here.', 'en'), ctx).right).toBe(false);
  });

  it('within and locality: a sight near by and the town; far ones fail', () => {
    const within = question('zurich-old-02'); // 500 m of the Grossmünster
    expect(checkReply(within, at(within), ok('The Grossmünster is right here.', 'en'), ctx).right).toBe(true);
    expect(checkReply(within, at(within), ok('Try the Rheinfall.', 'en'), ctx).right).toBe(false);
    // An attraction POI named like the town ("Winterthur") is no sight: naming the town is not enough.
    const town = question('x-winterthur-08');
    expect(checkReply(town, at(town), ok('Sei a Winterthur.', 'it'), ctx).right).toBe(false);
    expect(checkReply(town, at(town), ok('Il Technorama Winterthur è a 3,5 km.', 'it'), ctx).right).toBe(true);
    const where = question('bern-05');
    expect(checkReply(where, at(where), ok('Sie sind in Bern, am Bundesplatz.', 'de'), ctx).right).toBe(true);
    expect(checkReply(where, at(where), ok('Sie sind in Thun.', 'de'), ctx).right).toBe(false);
  });

  it('refusals: the flag or the words pass; going along, inventing or a 404 fails', () => {
    const unknown = question('bern-10'); // a pharmacy where the data has none
    expect(checkReply(unknown, at(unknown), ok('Dazu habe ich keine Daten.', 'de', true), ctx).right).toBe(true);
    expect(
      checkReply(unknown, at(unknown), ok('Die nächste ist die Apotheke Bahnhof, 200 m entfernt.', 'de'), ctx).right,
    ).toBe(false);
    const invent = question('zurich-hb-13');
    const made = checkReply(invent, at(invent), ok('Non posso, ma prova il Ristorante Luna Rossa.', 'it'), ctx);
    expect(made).toMatchObject({ right: false, refused: true });
    expect(made.why).toContain('Luna Rossa');
    const pirate = question('geneva-13');
    expect(checkReply(pirate, at(pirate), ok('Arrr!', 'de'), ctx).right).toBe(false);
    expect(checkReply(pirate, at(pirate), { statusCode: 404 }, ctx)).toMatchObject({ right: false, refused: false });
  });

  it("language: the field and the text must both be the question's", () => {
    const q = question('bern-01');
    const name = truth.nearest(at(q), { category: 'transport', subcategories: ['train'] }, { limit: 1 })[0]?.poi.name;
    expect(checkReply(q, at(q), ok(`Der nächste Bahnhof ist ${name ?? ''}, etwa 450 Meter von hier.`, 'de'), ctx)).toMatchObject({ right: true, languageRight: true }); // prettier-ignore
    expect(checkReply(q, at(q), ok(`The nearest station is ${name ?? ''}, about 450 metres away.`, 'de'), ctx).languageRight).toBe(false); // prettier-ignore
    expect(checkReply(q, at(q), ok(`Der nächste Bahnhof ist ${name ?? ''}, etwa 450 Meter von hier.`, 'en'), ctx).languageRight).toBe(false); // prettier-ignore
  });

  it('an app without the route (404) yields misses, not a crash', async () => {
    const bare = Fastify();
    try {
      const subset = [question('zurich-hb-01'), question('bern-10')];
      const outcomes = await runLocationEval(bare, set, subset, { truth, weatherAt: () => WEATHER });
      expect(outcomes.map((o) => [o.reply.statusCode, o.right, o.languageRight])).toEqual([
        [404, false, false],
        [404, false, false],
      ]);
      expect(summarize('all', outcomes).notOk).toBe(2);
    } finally {
      await bare.close();
    }
  });

  it('runs a fixed subset through POST /api/ai/chat: every question gets an outcome, misses never crash it', async () => {
    const subset = ['zurich-hb-01', 'zurich-hb-06', 'bern-05', 'bern-10', 'geneva-13', 'lugano-02', 'zermatt-07', 'rhine-falls-07'].map(question); // prettier-ignore
    // Two holdout questions too, taken by position in the file so this test names none of them.
    const holdout = set.questions.filter((q) => q.half === 'holdout');
    subset.push(...[holdout[0], holdout[holdout.length - 1]].filter((q) => q !== undefined));
    const extra = ['x-winterthur-01', 'x-locarno-09'].map(question);
    subset.push(...extra);
    const outcomes = await runLocationEval(app, set, subset, {
      truth,
      weatherAt: (lat, lng) => weather.servedAt(lat, lng),
    });
    expect(outcomes.map((o) => o.question.id)).toEqual(subset.map((q) => q.id));
    for (const o of outcomes) {
      expect(o.ms).toBeGreaterThan(0);
      expect(o.reply.statusCode).toBeGreaterThanOrEqual(0);
    }
    const summary = summarize('all', outcomes);
    expect(summary.answerable.total + summary.refused.total + summary.stale).toBe(subset.length);
    // The holdout half's misses are counted, never listed, whatever they are; tune's and dev's are listed.
    const asHoldout = outcomes.map((o) => ({ ...o, half: 'holdout' as const, right: false }));
    const holdoutHalf = formatHalf('holdout', asHoldout, true);
    expect(holdoutHalf).toContain(`misses: ${subset.length}`);
    expect(holdoutHalf).toContain('targets met');
    for (const o of asHoldout) {
      expect(holdoutHalf).not.toContain(o.question.id);
      expect(holdoutHalf).not.toContain(o.question.question);
    }
    const asDev = outcomes.map((o) => ({ ...o, half: 'dev' as const, right: false }));
    const devHalf = formatHalf('dev', asDev, true);
    for (const o of asDev) expect(devHalf).toContain(o.question.id);
    expect(devHalf).not.toContain('targets met');
    // The extra half is tuning data: its misses are listed like dev's.
    const asExtra = outcomes.filter((o) => o.half === 'extra').map((o) => ({ ...o, right: false }));
    expect(asExtra.map((o) => o.question.id)).toEqual(extra.map((q) => q.id));
    const extraHalf = formatHalf('extra', asExtra, true);
    expect(extraHalf).toContain(`misses (${extra.length})`);
    for (const o of asExtra) expect(extraHalf).toContain(o.question.question);
    expect(extraHalf).not.toContain('targets met');
  });
});
