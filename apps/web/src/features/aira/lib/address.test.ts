import { describe, expect, it } from 'vitest';
import { looksLikeAddress } from './address';

describe('looksLikeAddress (spec §5)', () => {
  it.each([
    '8001',
    '3920 Zermatt',
    'Zürich 8005',
    '47.3779, 8.5403',
    'Bahnhofstrasse 1',
    'Bahnhofstrasse 1, Zürich',
    'Rue du Rhône 12',
    '12 rue du Rhône',
    'Via Nassa 5',
    'Piazza della Riforma 1',
    'Kramgasse 49',
    '10 Downing Street',
    'Marktplatz 3',
    'Chemin des Fleurs 4',
  ])('%s is an address', (text) => {
    expect(looksLikeAddress(text)).toBe(true);
  });

  it.each(['pizza', 'restaurants', 'Bahnhof', 'cafe 24', 'Hotel Schweizerhof', '   ', '123'])(
    '%s is a keyword',
    (text) => {
      expect(looksLikeAddress(text)).toBe(false);
    },
  );
});
