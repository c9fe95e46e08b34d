import { emergencyNumbersSchema } from '@swiss/contract';
import { describe, expect, it } from 'vitest';
import { loadEmergencyNumbers, loadPhrasebook, loadPresetCities, loadQuickAdd } from './reference.js';
import {
  convertToChf,
  currencyAmountOrDefault,
  CONVERTER_CURRENCIES,
  DEFAULT_TOOL,
  EMERGENCY_NUMBERS,
  HALF_FARE_CARD_CHF,
  insuranceDaysOrDefault,
  insuranceEstimate,
  isTravelTool,
  PHRASEBOOK,
  PRESET_CITIES,
  SAMPLE_RATE_BASIS,
  SAMPLE_RATES_ECB_DATE,
  SAMPLE_RATES_PER_CHF,
  SWISS_PASS_DURATIONS,
  swissPassPrice,
  telHref,
  TRANSLATOR_SPEECH_LOCALES,
  TRANSPORT_SAMPLE,
  travelDaysOrDefault,
  TRAVEL_TOOLS,
  TRIP_QUICK_ADD,
  TRIP_QUICK_ADD_PLAN,
  WEATHER_SAMPLE,
} from './tools.js';
import { parseDuration } from './trip-plan.js';

describe('tools', () => {
  it('has the spec tabs, planner first', () => {
    expect(TRAVEL_TOOLS).toEqual([
      'planner',
      'weather',
      'transport',
      'currency',
      'railpass',
      'insurance',
      'emergency',
      'translator',
    ]);
    expect(DEFAULT_TOOL).toBe('planner');
    expect(isTravelTool('railpass')).toBe(true);
    expect(isTravelTool('toString')).toBe(false);
    expect(isTravelTool(undefined)).toBe(false);
  });
});

describe('Swiss Travel Pass', () => {
  it('prices every duration as the spec lists it', () => {
    const prices = SWISS_PASS_DURATIONS.map((days) => [days, swissPassPrice(days)]);
    expect(prices).toEqual([
      [3, 272],
      [4, 327],
      [8, 418],
      [15, 512],
      [22, 598],
      [30, 678],
    ]);
    expect(HALF_FARE_CARD_CHF).toBe(120);
  });

  it('defaults travel days to 3 when empty or not an offered duration', () => {
    expect(travelDaysOrDefault('')).toBe(3);
    expect(travelDaysOrDefault(undefined)).toBe(3);
    expect(travelDaysOrDefault('5')).toBe(3);
    expect(travelDaysOrDefault('15')).toBe(15);
  });
});

describe('insurance', () => {
  it('is 3.5 CHF a day times 1, 1.5 or 2, rounded', () => {
    expect(insuranceEstimate(7, 'basic')).toBe(25); // 24.5 rounds up
    expect(insuranceEstimate(7, 'comprehensive')).toBe(37); // 36.75
    expect(insuranceEstimate(7, 'premium')).toBe(49);
    expect(insuranceEstimate(10, 'premium')).toBe(70);
    expect(insuranceEstimate(1, 'comprehensive')).toBe(5); // 5.25
  });

  it('defaults days to 7 when empty or invalid', () => {
    expect(insuranceDaysOrDefault('')).toBe(7);
    expect(insuranceDaysOrDefault('abc')).toBe(7);
    expect(insuranceDaysOrDefault('-3')).toBe(7);
    expect(insuranceDaysOrDefault('0')).toBe(7);
    expect(insuranceDaysOrDefault('14')).toBe(14);
  });
});

describe('currency', () => {
  it('uses the spec sample rates per 1 CHF and accepts the six source currencies', () => {
    expect(SAMPLE_RATES_PER_CHF).toMatchObject({ USD: 1.08, EUR: 0.97, GBP: 0.83, JPY: 145.2 });
    expect(CONVERTER_CURRENCIES).toEqual(['USD', 'EUR', 'GBP', 'JPY', 'CAD', 'AUD']);
  });

  it('converts as amount / rate, never with a flat 0.92', () => {
    expect(convertToChf(100, 'USD')).toBe(92.59);
    expect(convertToChf(100, 'EUR')).toBe(103.09);
    expect(convertToChf(100, 'GBP')).toBe(120.48);
    expect(convertToChf(14520, 'JPY')).toBe(100);
  });

  it('converts every listed source currency', () => {
    for (const currency of CONVERTER_CURRENCIES) {
      const chf = convertToChf(100, currency);
      expect(chf, currency).not.toBeNull();
      expect(chf, currency).toBeGreaterThan(0);
    }
    expect(convertToChf(100, 'CAD')).toBe(76.34);
    expect(convertToChf(100, 'AUD')).toBe(69.44);
  });

  it('derives CAD and AUD from the ECB reference rates of one stated day, and says so', () => {
    // ECB, 29 April 2022, per 1 EUR: CHF 1.0229, CAD 1.3426, AUD 1.4699.
    expect(SAMPLE_RATES_ECB_DATE).toBe('2022-04-29');
    expect(SAMPLE_RATES_PER_CHF.CAD).toBe(Math.round((1.3426 / 1.0229) * 100) / 100);
    expect(SAMPLE_RATES_PER_CHF.AUD).toBe(Math.round((1.4699 / 1.0229) * 100) / 100);
    expect(SAMPLE_RATE_BASIS).toEqual({
      USD: { kind: 'spec' },
      EUR: { kind: 'spec' },
      GBP: { kind: 'spec' },
      JPY: { kind: 'spec' },
      CAD: { kind: 'ecb', date: '2022-04-29' },
      AUD: { kind: 'ecb', date: '2022-04-29' },
    });
  });

  it('gives no conversion rather than a guess when a (live) table lacks the currency', () => {
    expect(convertToChf(100, 'CAD', { USD: 1.1 })).toBeNull();
    expect(convertToChf(100, 'USD', { USD: 0 })).toBeNull();
  });

  it('defaults the amount to 100 when empty', () => {
    expect(currencyAmountOrDefault('')).toBe(100);
    expect(currencyAmountOrDefault('  ')).toBe(100);
    expect(currencyAmountOrDefault(null)).toBe(100);
    expect(currencyAmountOrDefault('250')).toBe(250);
    expect(currencyAmountOrDefault('0')).toBe(0);
  });
});

describe('samples', () => {
  it('keeps the spec weather and transport samples', () => {
    expect(WEATHER_SAMPLE).toEqual({
      temperatureC: 18,
      condition: 'Sunny',
      humidityPercent: 65,
      windKmh: 12,
      visibilityKm: 15,
    });
    expect(TRANSPORT_SAMPLE.map((s) => [s.durationMinutes, s.priceChf, s.frequency])).toEqual([
      [45, 28, 'every 30 min'],
      [75, 18, 'hourly'],
    ]);
  });

  it('has 24 preset cities (the validated data file)', () => {
    expect(PRESET_CITIES).toHaveLength(24);
    expect(PRESET_CITIES).toEqual(loadPresetCities());
  });
});

describe('emergency numbers', () => {
  it('has each spec number with a tel: link', () => {
    expect(EMERGENCY_NUMBERS).toEqual(loadEmergencyNumbers());
    const byId = Object.fromEntries(EMERGENCY_NUMBERS.core.map((n) => [n.id, n.number]));
    expect(byId).toEqual({
      police: '117',
      fire: '118',
      ambulance: '144',
      'european-emergency': '112',
      poison: '145',
      'road-breakdown': '140',
      rega: '1414',
    });
    expect(telHref('1414')).toBe('tel:1414');
    expect(telHref('0848 44 66 88')).toBe('tel:0848446688');
    expect(telHref('+41 333 333 333')).toBe('tel:+41333333333');
  });

  it('shows the spec rail information, dental and pharmacy lines, each with its official source', () => {
    const other = Object.fromEntries(EMERGENCY_NUMBERS.other.map((n) => [n.id, n]));
    expect(other['sbb-rail-service']?.number).toBe('0848 44 66 88');
    expect(other['dental-emergency-zurich']?.number).toBe('0800 33 66 55');
    expect(other['pharmacy-emergency-fribourg']?.number).toBe('026 304 21 40');
    for (const id of ['sbb-rail-service', 'dental-emergency-zurich', 'pharmacy-emergency-fribourg']) {
      expect(other[id]?.source?.url, id).toMatch(/^https:\/\//);
      expect(other[id]?.checkedOn, id).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    }
    // Dental and pharmacy emergency services are cantonal: the label names where the line applies.
    for (const lang of ['en', 'de', 'fr', 'it'] as const) {
      expect(other['dental-emergency-zurich']?.label[lang]).toMatch(/Zurich|Zürich|Zurigo/);
      expect(other['pharmacy-emergency-fribourg']?.label[lang]).toMatch(/Fribourg|Freiburg|Friburgo/);
    }
  });

  it('has four embassy lines in Bern, each with its official source and the day it was checked', () => {
    expect(EMERGENCY_NUMBERS.embassies.map((n) => [n.id, n.number])).toEqual([
      ['embassy-united-states', '+41 31 357 70 11'],
      ['embassy-united-states-after-hours', '+41 31 357 77 77'],
      ['embassy-france', '+41 31 359 21 21'],
      ['embassy-canada', '+41 31 357 32 00'],
    ]);
    for (const n of EMERGENCY_NUMBERS.embassies) {
      expect(n.label.en, n.id).toContain('Bern');
      expect(n.source.url, n.id).toMatch(/^https:\/\//);
      expect(n.checkedOn, n.id).toBe('2026-11-25');
      expect(telHref(n.number), n.id).toMatch(/^tel:\+41\d{9}$/);
    }
  });

  it('refuses a source without the day it was checked, and an embassy line without a source', () => {
    const [first] = EMERGENCY_NUMBERS.other;
    const sourceOnly = { ...first, source: { name: 'Somebody', url: 'https://example.org' } };
    expect(emergencyNumbersSchema.safeParse({ ...EMERGENCY_NUMBERS, other: [sourceOnly] }).success).toBe(false);
    const [embassy] = EMERGENCY_NUMBERS.embassies;
    const unsourced = { id: embassy?.id, number: embassy?.number, label: embassy?.label };
    expect(emergencyNumbersSchema.safeParse({ ...EMERGENCY_NUMBERS, embassies: [unsourced] }).success).toBe(false);
    const insecure = { ...embassy, source: { name: 'Somebody', url: 'http://example.org' } };
    expect(emergencyNumbersSchema.safeParse({ ...EMERGENCY_NUMBERS, embassies: [insecure] }).success).toBe(false);
  });
});

describe('translator', () => {
  it('has six phrases in de, fr, it and rm; Romansh has no speech locale', () => {
    expect(PHRASEBOOK).toEqual(loadPhrasebook());
    for (const lang of ['de', 'fr', 'it', 'rm'] as const) expect(PHRASEBOOK[lang]).toHaveLength(6);
    expect(TRANSLATOR_SPEECH_LOCALES).toEqual({ de: 'de-DE', fr: 'fr-FR', it: 'it-IT', rm: null });
  });
});

describe('trip quick-add', () => {
  it('has the six spec destinations, each with a planner duration and type', () => {
    expect(TRIP_QUICK_ADD).toEqual(loadQuickAdd());
    expect(TRIP_QUICK_ADD.map((q) => q.name.en)).toEqual([
      'Matterhorn',
      'Jungfraujoch',
      'Lake Geneva',
      'Rhine Falls',
      'Chillon Castle',
      'Chapel Bridge (Lucerne)',
    ]);
    for (const q of TRIP_QUICK_ADD) {
      const plan = TRIP_QUICK_ADD_PLAN[q.id];
      expect(plan, q.id).toBeDefined();
      expect(parseDuration(plan?.duration ?? ''), q.id).not.toBeNull();
    }
  });
});
