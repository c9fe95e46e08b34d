import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../../lib/i18n';
import { stringsReady } from '../index';
import { placeFixture } from '../lib/place-fixture';
import { LocationStatus, positionText } from './location-status';
import { PlaceDetail } from './place-detail';
import { SearchBar } from './search-bar';

beforeAll(async () => {
  await initI18n();
  await stringsReady;
});
afterEach(cleanup);

function Search({ onSearch }: { onSearch: (text: string) => void }) {
  const [text, setText] = useState('');
  return <SearchBar text={text} onText={setText} busy={false} message={null} onSearch={onSearch} />;
}

describe('AIRA search bar', () => {
  it('says "Please enter a search term" in an alert for a blank term, and searches otherwise', async () => {
    const onSearch = vi.fn();
    render(<Search onSearch={onSearch} />);
    await userEvent.type(screen.getByRole('searchbox'), '   ');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter a search term');
    expect(onSearch).not.toHaveBeenCalled();
    await userEvent.type(screen.getByRole('searchbox'), 'pizza{Enter}');
    expect(onSearch).toHaveBeenCalledWith('pizza');
    expect(screen.getByRole('alert')).toBeEmptyDOMElement();
  });
});

describe('AIRA place details', () => {
  it('says "No rating" and hides review count and price level when a provider gave none', () => {
    render(
      <MemoryRouter>
        <PlaceDetail place={placeFixture()} showPageLink />
      </MemoryRouter>,
    );
    expect(screen.getByTestId('aira-place-rating')).toHaveTextContent('No rating');
    expect(screen.queryByText('Price level')).toBeNull();
    expect(screen.getByTestId('aira-place-sustainability')).toHaveTextContent('65 / 100 (default)');
    expect(screen.getByTestId('aira-place-types')).toHaveTextContent('train station, bus station');
    expect(screen.getByRole('link', { name: 'Get Directions' })).toHaveAttribute(
      'href',
      expect.stringContaining('47.3779%2C8.5403'),
    );
    expect(screen.getByRole('link', { name: '© OpenStreetMap contributors, ODbL' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Open in Swiss Explorer' })).toBeNull();
  });

  it('shows rating, reviews, price, hours and the explorer link when present', () => {
    const place = placeFixture({
      rating: 4.5,
      user_ratings_total: 120,
      price_level: 2,
      opening_hours: { text: 'Mo-Fr 08:00-18:00', open_now: false },
      sustainability_score: { value: 80, is_default: false },
      explorer_place_id: 'matterhorn',
    });
    render(
      <MemoryRouter>
        <PlaceDetail place={place} showPageLink={false} />
      </MemoryRouter>,
    );
    expect(screen.getByTestId('aira-place-rating')).toHaveTextContent('4.5 of 5 · 120 reviews');
    expect(screen.getByText('2 of 4')).toBeInTheDocument();
    expect(screen.getByTestId('aira-place-hours')).toHaveTextContent('Closed now · Mo-Fr 08:00-18:00');
    expect(screen.getByTestId('aira-place-sustainability')).toHaveTextContent('80 / 100');
    expect(screen.getByTestId('aira-place-sustainability')).not.toHaveTextContent('default');
    expect(screen.getByRole('link', { name: 'Open in Swiss Explorer' })).toHaveAttribute('href', '/place/matterhorn');
  });
});

describe('AIRA location text', () => {
  it('names the source and its accuracy', async () => {
    const { default: i18next } = await import('i18next');
    const t = (key: string, options?: Record<string, string>) => i18next.t(key, options);
    expect(positionText({ lat: 47, lng: 8, source: 'gps', accuracyM: 15, name: null }, t)).toBe('Location: GPS, ±15 m');
    expect(positionText({ lat: 47, lng: 8, source: 'ip', accuracyM: null, name: null }, t)).toBe(
      'Approximate (IP address)',
    );
    expect(positionText({ lat: 46.9, lng: 7.4, source: 'default', accuracyM: null, name: 'Bern' }, t)).toBe(
      'Approximate: Bern (default)',
    );
  });
});

describe('AIRA location status', () => {
  it('credits DB-IP when the position comes from the IP database, and only then', () => {
    const { rerender } = render(
      <LocationStatus
        position={{ lat: 47.37, lng: 8.54, source: 'ip', accuracyM: null, name: 'Zurich' }}
        provisional={false}
        placeName={null}
      />,
    );
    expect(screen.getByTestId('aira-ip-credit')).toHaveTextContent('IP location data: DB-IP (CC BY 4.0)');
    expect(screen.getByRole('link', { name: 'DB-IP' })).toHaveAttribute('href', 'https://db-ip.com');
    rerender(
      <LocationStatus
        position={{ lat: 47.37, lng: 8.54, source: 'gps', accuracyM: 12, name: null }}
        provisional={false}
        placeName={null}
      />,
    );
    expect(screen.queryByTestId('aira-ip-credit')).toBeNull();
  });
});
