import type { AiraPlace } from '@swiss/contract';
import { describe, expect, it } from 'vitest';
import { isDecline } from '../location-eval/checks.js';
import { answerIntent } from './answers.js';
import type { LocationSources } from './facts.js';
import { detectIntent } from './intents.js';
import { liftToward } from './lift-toward.js';
import { searchOf, testPoi } from './test-pois.js';

const lift = (name: string, lat: number, lng: number, type = 'cable_car'): AiraPlace =>
  testPoi({ name, category: 'transport', types: [type, ...(type === 'funicular' ? ['cable_car'] : [])], distance: 0, lat, lng }); // prettier-ignore
const liftSources = (stations: AiraPlace[]): LocationSources => ({
  pois: searchOf(stations),
  catalog: { all: () => [], search: () => [], place: () => undefined },
});
const ask = (sources: LocationSources, question: string, at: { lat: number; lng: number }, lang: 'en' | 'de' | 'fr' = 'en') => answerIntent({ sources, lang, at }, detectIntent(question)); // prettier-ignore

const ZINAL = { lat: 46.1346, lng: 7.6271 };
const SIERRE = { lat: 46.2919, lng: 7.5323 };
const SCHWYZ = { lat: 47.0207, lng: 8.6533 };

describe('a lift asked for toward a place', () => {
  it('reads the place in a clause of its own, and the lift word over a hut’s in the place’s name', () => {
    expect(liftToward("my guide said there's a direct gondola from zinal to zermatt, where does it leave from?")).toEqual({ kind: 'cable_car', toward: 'zermatt' }); // prettier-ignore
    expect(detectIntent('Die Seilbahn von Sonogno hinauf zur Capanna Starlaresc – wo ist die Talstation?')).toMatchObject({ kind: 'nearest', poi: 'cable_car', toward: 'capanna starlaresc' }); // prettier-ignore
    expect(detectIntent("Guarda a bien une télécabine directe pour le Parc national, elle part d'où ?")).toMatchObject({ poi: 'cable_car', toward: 'parc national' }); // prettier-ignore
    // A kind asked near a lift is still that kind.
    expect(detectIntent('is there a hotel near the cable car to Pilatus?')).toMatchObject({ poi: 'hotel' });
  });

  it('says it knows of no such lift when no station is by the place within a lift’s span, naming no other', async () => {
    const sources = liftSources([lift('Zinal, télépherique', 46.1346, 7.6271), lift('Sorebois', 46.143, 7.61), lift('Zermatt, Talstation Sunnegga', 46.0207, 7.7491)]); // prettier-ignore
    const answer = await ask(sources, "My guide said there's a direct gondola from Zinal to Zermatt, where does it leave from?", ZINAL); // prettier-ignore
    const text = answer.sentences.join(' ');
    expect(isDecline({ statusCode: 200, response: text }, 'en')).toBe(true);
    expect(text).not.toMatch(/Sunnegga|Sorebois|télépherique/);
  });

  it('still names the station to board when the lift reaches the place', async () => {
    const sources = liftSources([lift('Zinal, télépherique', 46.1346, 7.6271), lift('Sorebois', 46.143, 7.61)]);
    const answer = await ask(sources, 'Where is the cable car to Sorebois?', ZINAL);
    expect(answer.isFallback).toBe(false);
    expect(answer.sentences[0]).toContain('Zinal, télépherique');
  });

  it('a railway lift whose top alone is named for the place: its track’s station nearest the visitor', async () => {
    const sources = liftSources([lift('Sierre/Siders (funi)', 46.2928, 7.5299, 'funicular'), lift('Venthône', 46.3015, 7.5182, 'funicular'), lift('Montana Gare', 46.3129, 7.4892, 'funicular')]); // prettier-ignore
    const answer = await ask(sources, 'Wo fährt die Standseilbahn nach Crans-Montana ab?', SIERRE, 'de');
    expect(answer.sentences[0]).toContain('Sierre/Siders (funi)');
  });
});

describe('a lift called by its name ("Stoosbahn")', () => {
  it('is its station, not a bus stop of that name', async () => {
    const sources = liftSources([
      testPoi({ name: 'Schwyz, Stoosbahn', category: 'transport', types: ['bus', 'transit_station'], distance: 0, lat: 46.99, lng: 8.66 }), // prettier-ignore
      lift('Schwyz Stoosbahn (Talstation)', 46.9905, 8.6598, 'funicular'),
      lift('Stoos SZ', 46.977, 8.663, 'funicular'),
    ]);
    const answer = await ask(sources, 'Wo ist die Stoosbahn?', SCHWYZ, 'de');
    expect(answer.sentences[0]).toContain('Schwyz Stoosbahn (Talstation)');
  });
});
