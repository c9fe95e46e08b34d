import type { Place } from '@swiss/contract';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage, initI18n } from '../../../lib/i18n';
import { stringsReady } from '../index';
import { DirectionsPanel } from './directions';

const matterhorn = {
  id: 'matterhorn',
  title: 'Matterhorn',
  local_title: 'Matterhorn',
  lat: 45.978,
  lng: 7.657,
  access_level: 'alpine',
  access_point: { name: 'Zermatt', lat: 46.024, lng: 7.747838, ref: 'didok:8501689' },
  nearest_station: 'Zermatt',
  final_transport: 'Gornergrat railway or cable cars to Schwarzsee',
} as Partial<Place> as Place;

describe('the directions panel', () => {
  beforeAll(async () => {
    localStorage.clear();
    await initI18n();
    await stringsReady;
  });
  beforeEach(() => changeLanguage('en'));
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('for the Matterhorn: public transport to Zermatt station first, then walking and driving to Zermatt', () => {
    render(<DirectionsPanel place={matterhorn} id="directions" />);
    const panel = screen.getByTestId('directions-panel');
    expect(panel).toHaveAttribute('data-target-ref', 'didok:8501689');
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('Directions to Zermatt');
    expect(screen.getByTestId('directions-alpine')).toHaveTextContent('No route leads to the summit');
    const sbb = screen.getByTestId('directions-sbb');
    expect(sbb).toHaveTextContent('SBB timetable to Zermatt');
    expect(sbb).toHaveAttribute('href', 'https://www.sbb.ch/en/timetable.html?von=&nach=Zermatt');
    expect(screen.getByTestId('directions-last-leg')).toHaveTextContent(
      'Last leg: Gornergrat railway or cable cars to Schwarzsee',
    );
    expect(screen.getByTestId('directions-walk').getAttribute('href')).toContain('route=%3B46.024%2C7.747838');
    expect(screen.getByTestId('directions-drive').getAttribute('href')).toContain('engine=fossgis_osrm_car');
    expect(panel.innerHTML).not.toContain('45.978');
    // Public transport comes before the walking and driving routes.
    const links = [...panel.querySelectorAll('a')].map((a) => a.dataset.testid);
    expect(links.indexOf('directions-sbb')).toBeLessThan(links.indexOf('directions-walk'));
    expect(panel).toHaveTextContent('opentransportdata.swiss (DiDok)');
  });

  it('starts from a chosen city, or from the main station nearest to the visitor', () => {
    render(<DirectionsPanel place={matterhorn} id="directions" />);
    fireEvent.change(screen.getByTestId('directions-from'), { target: { value: 'Bern' } });
    expect(screen.getByTestId('directions-sbb')).toHaveAttribute(
      'href',
      'https://www.sbb.ch/en/timetable.html?von=Bern&nach=Zermatt',
    );
    vi.stubGlobal('navigator', {
      ...navigator,
      geolocation: {
        getCurrentPosition: (ok: PositionCallback) =>
          ok({ coords: { latitude: 47.37, longitude: 8.54 } } as GeolocationPosition),
      },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Use my position' }));
    expect(screen.getByTestId('directions-sbb')).toHaveAttribute(
      'href',
      'https://www.sbb.ch/en/timetable.html?von=Z%C3%BCrich%20HB&nach=Zermatt',
    );
    expect(screen.getByTestId('directions-walk').getAttribute('href')).toContain(
      'route=47.37%2C8.54%3B46.024%2C7.747838',
    );
  });

  it('speaks the visitor language', async () => {
    await changeLanguage('de');
    render(<DirectionsPanel place={matterhorn} id="directions" />);
    expect(screen.getByTestId('directions-sbb')).toHaveTextContent('SBB-Fahrplan nach Zermatt');
    expect(screen.getByTestId('directions-sbb').getAttribute('href')).toMatch(/^https:\/\/www\.sbb\.ch\/de\//);
  });
});
