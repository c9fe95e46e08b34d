import type { Place } from '@swiss/contract';
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { changeLanguage, initI18n } from '../../../lib/i18n';
import { stringsReady } from '../index';
import { PlaceGlance } from './glance';

/** The fields the strip reads; a test leaves out what a place may not have. */
function place(overrides: Partial<Place> = {}): Place {
  return {
    id: 'matterhorn',
    title: 'Matterhorn',
    canton: 'VS',
    elevation: 4478,
    bestSeasons: ['summer', 'autumn', 'winter'],
    access_level: 'alpine',
    sustainability: { sustainability_score: 62 },
    ...overrides,
  } as Partial<Place> as Place;
}

const items = () =>
  within(screen.getByTestId('place-glance'))
    .queryAllByRole('term')
    .map((term) => [term.textContent, term.nextElementSibling?.textContent]);

describe('the summary strip under the title', () => {
  beforeAll(async () => {
    localStorage.clear();
    await initI18n();
    await stringsReady;
  });
  beforeEach(() => changeLanguage('en'));
  afterEach(cleanup);

  it('shows canton, elevation, seasons, the planner time, access and the score of the Matterhorn', () => {
    render(<PlaceGlance place={place()} />);
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('At a glance');
    expect(items()).toEqual([
      ['Canton', 'Valais'],
      ['Elevation', '4478 m'],
      ['Best season', 'Summer, autumn, winter'],
      ['Time needed', 'Full day'],
      ['Access', 'Alpine, mountain guide needed'],
      ['Sustainability', '62/100'],
    ]);
  });

  it('invents nothing: no elevation, travel time, planner time or access level gives no item', () => {
    render(
      <PlaceGlance
        place={place({ id: 'some-lake', elevation: null, access_level: undefined, travel_time: undefined })}
      />,
    );
    expect(items()).toEqual([
      ['Canton', 'Valais'],
      ['Best season', 'Summer, autumn, winter'],
      ['Sustainability', '62/100'],
    ]);
    for (const key of ['elevation', 'timeNeeded', 'travelTime', 'access']) {
      expect(screen.queryByTestId(`glance-${key}`)).toBeNull();
    }
    expect(screen.getByTestId('place-glance')).not.toHaveTextContent(/\bh\b|hour|day/i);
  });

  it("shows a travel time only from the place's own data, labelled as travel", () => {
    render(
      <PlaceGlance
        place={place({ id: 'staubbachfall', canton: 'BE', travel_time: 'about 20 min by train from Interlaken Ost' })}
      />,
    );
    expect(screen.getByTestId('glance-travelTime')).toHaveTextContent(
      'Travel timeAbout 20 min by train from Interlaken Ost',
    );
    expect(screen.queryByTestId('glance-timeNeeded')).toBeNull();
  });

  it('speaks the visitor’s language', async () => {
    await changeLanguage('de');
    render(<PlaceGlance place={place({ id: 'rheinfall', canton: 'SH', elevation: null, bestSeasons: ['summer'] })} />);
    expect(items()).toEqual([
      ['Kanton', 'Schaffhausen'],
      ['Beste Reisezeit', 'Sommer'],
      ['Zeitbedarf', '2–3 Stunden'],
      ['Zugang', 'Alpin, Bergführer nötig'],
      ['Nachhaltigkeit', '62/100'],
    ]);
  });
});
