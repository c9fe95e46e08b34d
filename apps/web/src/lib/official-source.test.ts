import { describe, expect, it } from 'vitest';
import { officialSourceUrl } from './official-source';

describe('officialSourceUrl', () => {
  it('uses the official_url when the place has one', () => {
    expect(officialSourceUrl({ official_url: 'https://www.zermatt.ch', title: 'Matterhorn' })).toBe(
      'https://www.zermatt.ch',
    );
  });

  it('otherwise links the tourism portal search for the encoded title', () => {
    expect(officialSourceUrl({ official_url: null, title: 'Château de Chillon & Lac Léman' })).toBe(
      'https://www.myswitzerland.com/en-ch/search/?q=Ch%C3%A2teau%20de%20Chillon%20%26%20Lac%20L%C3%A9man',
    );
  });

  it('never guesses a destination page from the title', () => {
    const url = officialSourceUrl({ official_url: null, title: 'Rheinfall' });
    expect(url).not.toMatch(/destinations|\/rheinfall\/?$/);
    expect(new URL(url).pathname).toBe('/en-ch/search/');
    expect(new URL(url).searchParams.get('q')).toBe('Rheinfall');
  });
});
