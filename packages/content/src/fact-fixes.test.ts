import { readFileSync } from 'node:fs';
import { LANGUAGES } from '@swiss/contract';
import { describe, expect, it } from 'vitest';
import { loadPlaces } from './places.js';
import { loadInsights, loadQuiz } from './reference.js';
import { HALF_FARE_CARD_CHF } from './tools.js';

/**
 * Pins the corrections from the fact check (issue 17), so a later edit or re-import of the
 * data cannot quietly bring the old, wrong statements back.
 */
const places = loadPlaces();
const place = (id: string) => {
  const found = places.find((p) => p.id === id);
  if (!found) throw new Error(`no place ${id}`);
  return found;
};

describe('fact fixes (issue 17)', () => {
  it('gives Sempach-Neuenkirch as the station for Lake Sempach, in the field and every transit tip', () => {
    const lake = place('sempachersee');
    expect(lake.nearest_station).toBe('Sempach-Neuenkirch');
    for (const lang of LANGUAGES) {
      const tip = lake.sustainability.public_transit_tip[lang];
      expect(tip, lang).toContain('Sempach-Neuenkirch');
      expect(tip, lang).not.toContain('Sempach Station');
    }
  });

  it('marks the Ruinaulta and Twann as protected: both lie in federal BLN landscapes', () => {
    for (const id of ['ruinaulta', 'vorderrhein-ruinaulta', 'twann']) {
      expect(place(id).sustainability.protected_area, id).toBe(true);
    }
  });

  it('calls Twann Douanne in French texts', () => {
    const twann = place('twann');
    expect(twann.names.fr).toBe('Douanne');
    const french = [twann.summary.fr, twann.full_description.fr, ...twann.facts.fr].join(' ');
    expect(french).toContain('Douanne');
    expect(french).not.toMatch(/\bTwann\b/);
  });

  it('says the walk from Schaffhausen to the Rhine Falls takes about an hour', () => {
    const walk = place('rheinfall').sustainability.low_impact_activity;
    expect(walk.en).toContain('about 1 hour');
    expect(walk.de).toContain('rund 1 Stunde');
    expect(walk.fr).toContain('environ 1 h)');
    expect(walk.it).toContain("circa un'ora");
  });

  it('makes no bathing claim for the Cascata del Salto, and speaks of one fall in German', () => {
    const salto = place('cascata-del-salto');
    for (const lang of LANGUAGES) {
      expect(salto.sustainability.seasonality_note[lang], lang).not.toMatch(/swim|baden|baignade|bagno/i);
    }
    expect(salto.sustainability.public_transit_tip.de).not.toContain('Fälle');
  });

  it('gives the Great Aletsch Glacier as about 23 km long in quiz question q31, its insight and its place', () => {
    const q31 = loadQuiz().find((q) => q.id === 'q31');
    const insight = loadInsights().find((i) => i.place_id === 'great-aletsch-glacier');
    const facts = place('great-aletsch-glacier').facts;
    for (const lang of LANGUAGES) {
      expect(q31?.insight[lang], lang).toContain('23 km');
      expect(q31?.insight[lang], lang).not.toContain('20 km');
      expect(insight?.description[lang], lang).toContain('23 ');
      expect(facts[lang][0], lang).toContain('23 km');
    }
    // The correct option names the Aletsch; the distractors are other, shorter glaciers.
    expect(q31?.options.en[q31.correct]).toBe('Great Aletsch Glacier');
  });

  it('prices the Half Fare Card for visitors at CHF 120 for one month in every tools locale', () => {
    expect(HALF_FARE_CARD_CHF).toBe(120);
    const month = { en: '1 month', de: '1 Monat', fr: '1 mois', it: '1 mese' } as const;
    for (const lang of LANGUAGES) {
      const file = new URL(`../../../apps/web/src/features/tools/locales/${lang}.json`, import.meta.url);
      const locale = JSON.parse(readFileSync(file, 'utf8')) as { tools: { railpass: { halfFare: string } } };
      const text = locale.tools.railpass.halfFare;
      expect(text, lang).toContain('CHF {{price}}');
      expect(text, lang).toContain(month[lang]);
    }
  });

  it('uses natural French and Italian for the hunting past of Val Trupchun', () => {
    const past = place('val-trupchun').insights_old_vs_new;
    expect(past?.fr).not.toContain('chassées');
    expect(past?.it).not.toContain('cacciate');
  });
});
