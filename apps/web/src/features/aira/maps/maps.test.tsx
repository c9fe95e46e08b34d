import {
  AR_STORAGE_KEYS,
  type AiChatRequest,
  type AiraPlace,
  type AiraPlacesResponse,
  type Directions,
  type TransportStop,
} from '@swiss/contract';
import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../../lib/i18n';
import { stringsReady } from '../index';
import { placeFixture } from '../lib/place-fixture';
import { renderWithClient, voicesClient } from '../voice/chat-fixture';
import { compassPoint } from './bearing';
import { DirectionsView } from './directions-view';
import { MapsDialog, type MapsServices } from './maps-dialog';
import { markersStore } from './markers';
import { shareLocation } from './share';
import type { ViewModeAvailability } from './use-view-modes';

// The map itself (lib/map, MapLibre) is another module's: here a list of its markers stands in.
vi.mock('../../../lib/map/lazy-geo-map', () => ({
  LazyGeoMap: (props: { label: string; markers: readonly { id: string; label: string }[]; mode?: string }) => (
    <ul aria-label={props.label} data-testid="fake-map" data-mode={props.mode}>
      {props.markers.map((marker) => (
        <li key={marker.id}>{marker.label}</li>
      ))}
    </ul>
  ),
}));
const modes: ViewModeAvailability = {
  traffic: { available: false, needs: 'Traffic needs a traffic tile provider (MAP_TRAFFIC_URL).' },
  '3d': { available: true },
  street: { available: true },
  satellite: { available: false, needs: 'Satellite needs the swisstopo imagery source.' },
};
vi.mock('./use-view-modes', () => ({ useViewModes: () => modes }));

const BERN = { lat: 46.94809, lng: 7.44744 };

beforeAll(async () => {
  await initI18n();
  await stringsReady;
});
beforeEach(() => {
  localStorage.clear();
  markersStore.reload();
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

function stop(name: string, distance_m: number, bearing_deg: number): TransportStop {
  return { id: name, name, lat: 46.95, lng: 7.44, distance_m, bearing_deg };
}

function directions(connections: Directions['connections'], overrides: Partial<Directions> = {}): Directions {
  return {
    distance_m: 2300,
    bearing_deg: 225,
    from_stops: [stop('Bern, Bundesplatz', 120, 45)],
    to_stops: [stop('Bern, Zytglogge', 80, 180)],
    connections,
    links: {
      sbb: 'https://www.sbb.ch/en/timetable.html?von=&nach=Bern',
      maps: 'https://www.openstreetmap.org/directions?route=x',
    },
    stops_attribution: 'opentransportdata.swiss (DiDok)',
    ...overrides,
  };
}

const noServer = (): Promise<never> => Promise.reject(new Error('no server in this test'));

function renderDialog(services: MapsServices = {}) {
  // What the server can do for voice (GET /api/tts/voices/enhanced): no speech providers.
  const client = voicesClient({ stt: false });
  // The deployment's settings as /api/config would give them: no street-level viewer.
  client.setQueryData(['client-config'], {
    status: 'success',
    map_tiles: null,
    map_styles: { street: null, satellite: null, terrain: null, world: null, traffic: null },
    street_level: null,
  });
  return renderWithClient(
    client,
    <MapsDialog
      position={{ ...BERN }}
      placeName="Bern"
      onClose={() => undefined}
      services={{ loadDirections: noServer, loadPlaces: noServer, chatTransport: noServer, ...services }}
    />,
  );
}

describe('bearing words', () => {
  it('name the eight compass points, north around 0/360', () => {
    expect([0, 44, 46, 90, 135, 180, 225, 270, 315, 338, 359].map(compassPoint)).toEqual([
      'n',
      'ne',
      'ne',
      'e',
      'se',
      's',
      'sw',
      'w',
      'nw',
      'n',
      'n',
    ]);
  });
});

describe('markers', () => {
  it('grow on Add Marker, are listed and removable, and are kept on the device', async () => {
    const { unmount } = renderDialog();
    await userEvent.click(screen.getByTestId('aira-maps-add-marker'));
    await userEvent.click(screen.getByTestId('aira-maps-add-marker'));
    await userEvent.click(screen.getByTestId('aira-maps-add-marker'));
    const list = screen.getByTestId('aira-maps-markers');
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      expect.stringContaining('Marker 1'),
      expect.stringContaining('Marker 2'),
      expect.stringContaining('Marker 3'),
    ]);
    expect(screen.getByTestId('aira-maps-status')).toHaveTextContent('Marker 3 added at your position.');
    expect(within(screen.getByTestId('fake-map')).getByText('Marker 3')).toBeInTheDocument();
    const kept: unknown = JSON.parse(localStorage.getItem(AR_STORAGE_KEYS.markers) ?? '[]');
    expect(kept).toEqual([
      expect.objectContaining({ label: 'Marker 1', lat: BERN.lat, lng: BERN.lng }),
      expect.objectContaining({ label: 'Marker 2' }),
      expect.objectContaining({ label: 'Marker 3' }),
    ]);

    await userEvent.click(screen.getByRole('button', { name: 'Remove Marker 2' }));
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    unmount();

    // A new visit (the store re-reads the device) finds them again; the next label is not taken twice.
    markersStore.reload();
    renderDialog();
    expect(within(screen.getByTestId('aira-maps-markers')).getAllByRole('listitem')).toHaveLength(2);
    await userEvent.click(screen.getByTestId('aira-maps-add-marker'));
    expect(screen.getByTestId('aira-maps-status')).toHaveTextContent('Marker 4 added');
  });

  it('drops records this version cannot read, not the list', () => {
    localStorage.setItem(
      AR_STORAGE_KEYS.markers,
      JSON.stringify([{ id: 'a', lat: 46.9, lng: 7.4, label: 'Kept', addedAt: '2026-01-01T00:00:00Z' }, { id: 'b' }]),
    );
    markersStore.reload();
    expect(markersStore.get().map((marker) => marker.label)).toEqual(['Kept']);
  });
});

describe('view modes', () => {
  it('are a toggle group in the spec order; a mode not set up says what it needs instead of switching', async () => {
    renderDialog();
    const group = screen.getByRole('group', { name: 'View mode' });
    expect(
      within(group)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Traffic (not set up)', '3D', 'Street', 'Satellite (not set up)']);
    expect(screen.getByTestId('aira-maps-mode-street')).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(screen.getByTestId('aira-maps-mode-traffic'));
    expect(screen.getByTestId('aira-maps-mode-note')).toHaveTextContent(
      'Traffic is not available: Traffic needs a traffic tile provider (MAP_TRAFFIC_URL).',
    );
    expect(screen.getByTestId('aira-maps-mode-traffic')).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByTestId('fake-map')).toHaveAttribute('data-mode', 'street');
    await userEvent.click(screen.getByTestId('aira-maps-mode-3d'));
    expect(screen.getByTestId('aira-maps-mode-3d')).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByTestId('fake-map')).toHaveAttribute('data-mode', '3d');
    expect(screen.getByTestId('aira-maps-mode-note')).toHaveTextContent('');
  });
});

describe('directions', () => {
  it("lists connections first with departure, duration, changes, products, platform and their credit ('ok')", () => {
    render(
      <DirectionsView
        destination="Zytglogge"
        directions={directions({
          status: 'ok',
          items: [
            {
              from: 'Bern, Bundesplatz',
              to: 'Bern, Zytglogge',
              departure: '2026-11-25T10:04:00+01:00',
              arrival: '2026-11-25T10:12:00+01:00',
              duration_min: 8,
              transfers: 1,
              products: ['T 9', 'B 12'],
              platform: 'C',
            },
          ],
          provenance: {
            source: 'transport-opendata',
            attribution: 'transport.opendata.ch',
            licenceUrl: 'https://transport.opendata.ch',
            fetchedAt: '2026-11-25T09:00:00Z',
            isSample: false,
            isStale: false,
          },
        })}
      />,
    );
    const connection = screen.getByTestId('aira-maps-connection');
    expect(connection).toHaveTextContent(/Departs \d\d:\d\d Bern, Bundesplatz → Bern, Zytglogge/);
    expect(connection).toHaveTextContent('8 min · 1 change · T 9, B 12 · platform C');
    expect(screen.getByTestId('aira-maps-connections-credit')).toHaveTextContent('Timetable: transport.opendata.ch');
    expect(screen.queryByTestId('aira-maps-directions-reason')).toBeNull();
    expect(screen.getByTestId('aira-maps-straight-line')).toHaveTextContent(
      'Zytglogge is 2.3 km south-west in a straight line.',
    );
    expect(screen.getByTestId('aira-maps-link-sbb')).toHaveAttribute('href', expect.stringContaining('sbb.ch'));
  });

  it.each([
    ['not_configured', 'Live connections are not set up on this server'],
    ['needs_connection', 'Live connections need an internet connection'],
    ['provider_error', 'The timetable service did not answer'],
    ['rate_limited', 'Too many timetable requests just now'],
    ['no_stops', 'There is no public-transport stop near the start or the destination.'],
  ] as const)('%s: says "%s" and shows the nearest stops, straight line and links', (reason, sentence) => {
    const data =
      reason === 'no_stops'
        ? directions({ status: 'unavailable', reason }, { to_stops: [] })
        : directions({ status: 'unavailable', reason });
    render(<DirectionsView destination="Zytglogge" directions={data} />);
    expect(screen.getByTestId('aira-maps-directions-reason')).toHaveTextContent(sentence);
    expect(screen.getByTestId('aira-maps-stops-from')).toHaveTextContent('Bern, Bundesplatz: 120 m north-east');
    if (reason === 'no_stops') expect(screen.getByTestId('aira-maps-stops-to')).toHaveTextContent('No stop nearby.');
    else expect(screen.getByTestId('aira-maps-stops-to')).toHaveTextContent('Bern, Zytglogge: 80 m south');
    expect(screen.getByTestId('aira-maps-straight-line')).toHaveTextContent('2.3 km south-west');
    expect(screen.getByTestId('aira-maps-link-sbb')).toHaveTextContent('SBB timetable');
    expect(screen.getByTestId('aira-maps-link-maps')).toHaveAttribute('href', expect.stringContaining('openstreetmap'));
    expect(screen.queryByTestId('aira-maps-connection')).toBeNull();
  });

  it('asks for the chosen nearby place from the position, and says to choose one first', async () => {
    const place: AiraPlace = placeFixture({ place_id: 'zyt', name: 'Zytglogge', lat: 46.948, lng: 7.4478 });
    const places: AiraPlacesResponse = { status: 'success', results: [place], attributions: [] };
    const loadPlaces = vi.fn(() => Promise.resolve(places));
    const loadDirections = vi.fn(() =>
      Promise.resolve(directions({ status: 'unavailable', reason: 'not_configured' })),
    );
    renderDialog({ loadPlaces, loadDirections });
    await userEvent.click(screen.getByTestId('aira-maps-directions'));
    expect(screen.getByTestId('aira-maps-status')).toHaveTextContent('Choose a nearby place or a marker first');
    expect(loadDirections).not.toHaveBeenCalled();

    await userEvent.click(screen.getByTestId('aira-maps-nearby-button'));
    expect(loadPlaces).toHaveBeenCalledWith(BERN.lat, BERN.lng, 'all', expect.any(AbortSignal));
    const list = await screen.findByTestId('aira-maps-nearby-list');
    expect(within(screen.getByTestId('fake-map')).getByText('Zytglogge')).toBeInTheDocument();
    await userEvent.click(within(list).getByRole('button', { name: /Zytglogge/ }));
    expect(within(list).getByRole('button', { name: /Zytglogge/ })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(screen.getByTestId('aira-maps-directions'));
    expect(loadDirections).toHaveBeenCalledWith({
      from: BERN,
      to: { lat: 46.948, lng: 7.4478, name: 'Zytglogge' },
    });
    expect(await screen.findByTestId('aira-maps-directions-reason')).toHaveTextContent('not set up');
  });

  it('nearby: empty and error states', async () => {
    const empty: AiraPlacesResponse = { status: 'success', results: [], attributions: [] };
    renderDialog({ loadPlaces: () => Promise.resolve(empty) });
    await userEvent.click(screen.getByTestId('aira-maps-nearby-button'));
    expect(await screen.findByTestId('aira-maps-nearby-empty')).toHaveTextContent(
      'No places found nearby for All Places.',
    );
    cleanup();
    renderDialog();
    await userEvent.click(screen.getByTestId('aira-maps-nearby-button'));
    expect(await screen.findByTestId('aira-maps-nearby-error')).toHaveTextContent('Nearby places could not be loaded.');
  });
});

describe('share', () => {
  it('uses the native sheet with title, text and a link with the coordinates; a cancel says nothing', async () => {
    const share = vi.fn((data: ShareData) => {
      void data;
      return Promise.reject(new DOMException('cancelled', 'AbortError'));
    });
    const writeText = vi.fn(() => Promise.resolve());
    renderDialog({ shareTarget: { share, clipboard: { writeText } } });
    await userEvent.click(screen.getByTestId('aira-maps-share'));
    expect(share).toHaveBeenCalledWith({
      title: 'My location',
      text: 'Bern (46.94809, 7.44744)',
      url: 'https://www.openstreetmap.org/?mlat=46.94809&mlon=7.44744#map=15/46.94809/7.44744',
    });
    expect(writeText).not.toHaveBeenCalled();
    expect(screen.getByTestId('aira-maps-status')).toHaveTextContent('');
  });

  it('without native share copies the link and says so for 2 s', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const writeText = vi.fn(() => Promise.resolve());
      renderDialog({ shareTarget: { clipboard: { writeText } } });
      await userEvent.click(screen.getByTestId('aira-maps-share'));
      expect(writeText).toHaveBeenCalledWith(expect.stringContaining('mlat=46.94809&mlon=7.44744'));
      expect(screen.getByTestId('aira-maps-status')).toHaveTextContent('Location link copied to clipboard!');
      act(() => {
        vi.advanceTimersByTime(2100);
      });
      expect(screen.getByTestId('aira-maps-status')).toHaveTextContent('');
    } finally {
      vi.useRealTimers();
    }
  });

  it('falls back to the clipboard when the sheet fails otherwise, and reports a refusing clipboard', async () => {
    const refused = () => Promise.reject(new DOMException('no', 'NotAllowedError'));
    const writeText = vi.fn(() => Promise.resolve());
    const data = { title: 't', text: 'x', url: 'https://example.org/' };
    await expect(shareLocation(data, { share: refused, clipboard: { writeText } })).resolves.toBe('copied');
    await expect(shareLocation(data, { clipboard: { writeText: refused } })).resolves.toBe('failed');
    await expect(shareLocation(data, {})).resolves.toBe('failed');
  });
});

describe('ARIA assistant', () => {
  it('posts the question with the position; on failure ARIA gives the fallback reply, with senders and times', async () => {
    const sent: AiChatRequest[] = [];
    renderDialog({
      chatTransport: (request) => {
        sent.push(request);
        return Promise.reject(new Error('HTTP 500'));
      },
    });
    // The voice row: Speak is there, disabled while the voice is off.
    expect(screen.getByTestId('aira-maps-speak')).toBeDisabled();
    expect(screen.getByTestId('aira-maps-voice-toggle')).toHaveAttribute('aria-pressed', 'false');
    await userEvent.type(screen.getByTestId('aira-maps-chat-input'), 'Where is the next bakery?');
    await userEvent.click(screen.getByTestId('aira-maps-chat-send'));
    const answer = await screen.findByTestId('aira-maps-chat-answer');
    await waitFor(() =>
      expect(answer).toHaveTextContent(
        "I'm ARIA, your navigation assistant. I can help with navigation, places, traffic and directions, but I'm having a connection issue",
      ),
    );
    expect(answer).toHaveAttribute('data-sender', 'ARIA');
    expect(answer.querySelector('time')).not.toBeNull();
    const log = screen.getByTestId('aira-maps-chat');
    const question = within(log).getAllByRole('listitem')[0];
    expect(question).toHaveAttribute('data-sender', 'User');
    expect(question).toHaveTextContent(/User · \d\d:\d\dWhere is the next bakery\?/);
    expect(sent[0]?.message).toBe('Where is the next bakery?');
    expect(sent[0]?.location).toEqual({ lat: 46.94809, lng: 7.44744, city: 'Bern' });
    expect(sent[0]?.context_type).toBe('maps_navigation');
    expect(sent[0]?.session_id).toMatch(/^maps_navigation/);
  });
});
