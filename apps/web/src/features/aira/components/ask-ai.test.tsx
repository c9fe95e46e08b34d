import type { AiChatRequest, CityGuide } from '@swiss/contract';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { ChatTransport } from '../../../lib/chat/use-chat';
import { initI18n } from '../../../lib/i18n';
import { stringsReady } from '../index';
import { placeFixture } from '../lib/place-fixture';
import { renderWithClient, voicesClient } from '../voice/chat-fixture';
import { CityGuideDialog } from './city-guide';
import { PlaceDetail } from './place-detail';

beforeAll(async () => {
  await initI18n();
  await stringsReady;
});
afterEach(cleanup);

const ZERMATT = { lat: 46.0207, lng: 7.7491 };

function guide(): CityGuide {
  return {
    cityName: 'Zermatt',
    country: 'Switzerland',
    canton: 'VS',
    population: null,
    timezone: 'Europe/Zurich',
    language: 'de',
    currency: 'CHF',
    emergencyNumbers: null,
    topAttractions: [],
    localTips: [],
    cityPlaceId: 'zermatt',
    weather: null,
    lastUpdated: '2026-06-01T12:00:00Z',
    attributions: [],
  };
}

function wrap(node: ReactNode) {
  const client = voicesClient();
  client.setQueryData(['aira-city-guide', ZERMATT.lat, ZERMATT.lng], guide());
  return renderWithClient(client, <MemoryRouter>{node}</MemoryRouter>);
}

function recording(answer: (request: AiChatRequest) => Promise<never>): {
  sent: AiChatRequest[];
  transport: ChatTransport;
} {
  const sent: AiChatRequest[] = [];
  return {
    sent,
    transport: (request) => {
      sent.push(request);
      return answer(request);
    },
  };
}

describe("the place modal's Ask AI", () => {
  it("opens AIRA's chat about our catalog place, with voice controls off, and says the Places failure text", async () => {
    const { sent, transport } = recording(() => Promise.reject(new Error('HTTP 503')));
    wrap(
      <PlaceDetail
        place={placeFixture({ name: 'Matterhorn Museum', explorer_place_id: 'zermatt-matterhorn-museum' })}
        showPageLink={false}
        chatServices={{ transport }}
      />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Ask AI' }));
    const dialog = screen.getByTestId('aira-place-chat');
    expect(within(dialog).getByRole('heading', { name: 'Ask AI: Matterhorn Museum' })).toBeInTheDocument();
    expect(within(dialog).getByTestId('aira-place-chat-record')).toBeDisabled();
    expect(within(dialog).getByTestId('aira-place-chat-voice-toggle')).toHaveAttribute('aria-pressed', 'false');
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: 'Is it worth a visit?' }));
      await Promise.resolve();
    });
    expect(await within(dialog).findByTestId('aira-place-chat-error')).toHaveTextContent(
      "Sorry, I'm having trouble connecting right now. Please try again later.",
    );
    expect(sent[0]).toMatchObject({ message: 'Is it worth a visit?', location_id: 'zermatt-matterhorn-museum' });
    expect(sent[0]?.location).toBeUndefined();
  });

  it("asks about another place at that place's position", async () => {
    const { sent, transport } = recording(() => Promise.reject(new Error('HTTP 503')));
    wrap(<PlaceDetail place={placeFixture()} showPageLink={false} chatServices={{ transport }} />);
    fireEvent.click(screen.getByTestId('aira-place-ask-ai'));
    fireEvent.change(screen.getByTestId('aira-place-chat-input'), { target: { value: 'When does it open?' } });
    await act(async () => {
      fireEvent.click(screen.getByTestId('aira-place-chat-send'));
      await Promise.resolve();
    });
    expect(sent[0]).toMatchObject({ location: { lat: 47.3779, lng: 8.5403 } });
    expect(sent[0]?.session_id).toMatch(/^aira_place_osm:node_1_/);
  });
});

describe("'Ask AI About This City'", () => {
  it("opens AIRA's chat at the guide's coordinates and asks what is worth seeing there", async () => {
    const { sent, transport } = recording(() => Promise.reject(new Error('HTTP 503')));
    wrap(
      <CityGuideDialog
        lat={ZERMATT.lat}
        lng={ZERMATT.lng}
        placeName="Zermatt"
        onClose={() => undefined}
        chatServices={{ transport }}
      />,
    );
    expect(screen.getByTestId('aira-guide-concierge')).toHaveAttribute('href', '/place/zermatt#concierge-title');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Ask AI About This City' }));
      await new Promise((resolve) => setTimeout(resolve, 10));
    });
    const dialog = screen.getByTestId('aira-city-chat');
    expect(within(dialog).getByRole('heading', { name: 'Ask AI: Zermatt' })).toBeInTheDocument();
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({
      message: 'What is worth seeing in Zermatt?',
      location: { lat: ZERMATT.lat, lng: ZERMATT.lng, city: 'Zermatt' },
    });
    expect(await within(dialog).findByTestId('aira-city-chat-error')).toHaveTextContent(
      "Sorry, I'm having trouble connecting right now. Please try again.",
    );
    expect(within(dialog).getByTestId('aira-city-chat-record')).toBeDisabled();
  });
});
