import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { changeLanguage, initI18n } from '../../../lib/i18n';
import { stringsReady } from '../index';
import { PulseHub } from '../pulse/pulse-hub';
import { feedItem } from './feed-fixture';
import { LiveTicker } from './live-ticker';
import { SectionBody } from './section-body';

beforeAll(async () => {
  await initI18n();
  await stringsReady;
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('What’s Happening Now ticker', () => {
  it('labels static headlines, credits each entry and can be paused (WCAG 2.2.2)', async () => {
    render(<LiveTicker ticker={[feedItem('a', { kind: 'market', title: 'EUR/CHF 0.94' })]} isStatic />);
    expect(screen.getByTestId('aira-ticker-static')).toHaveTextContent('Static headlines');
    const region = screen.getByRole('region', { name: /Headlines/ });
    // The marquee's second copy is aria-hidden: a screen reader hears each headline once.
    expect(within(region).getByRole('listitem')).toHaveTextContent('Market EUR/CHF 0.94 (SRF News)');
    const pause = screen.getByRole('button', { name: 'Pause' });
    await userEvent.click(pause);
    expect(screen.getByRole('button', { name: 'Play' })).toBeInTheDocument();
    expect(region.querySelector('.aira-ticker__track')).toHaveClass('is-paused');
  });
  it('says "No live updates available" with nothing to show', () => {
    render(<LiveTicker ticker={[]} isStatic={false} />);
    expect(screen.getByText('No live updates available')).toBeInTheDocument();
  });
  it('marks samples and gives the age of stale items', () => {
    const stale = feedItem('s', { provenance: { ...feedItem('s').provenance, isStale: true, isSample: true } });
    render(<SectionBody section={{ status: 'ok', items: [stale] }} name="localHeadlines" />);
    expect(screen.getByTestId('aira-live-provenance')).toHaveTextContent(/SRF News\s*sample\s*as of \d\d:\d\d/);
  });
});

describe('trending venues', () => {
  const trending = (views: number | undefined) =>
    feedItem('t', {
      kind: 'trending',
      title: 'Zürich',
      category: 'trending',
      description: `Popular in this app: ${views} views this week`,
      ...(views === undefined ? {} : { views }),
    });
  afterEach(() => changeLanguage('en'));

  it.each([
    ['en', 12, '12 views this week'],
    ['en', 1, '1 view this week'],
    ['de', 12, '12 Aufrufe diese Woche'],
    ['de', 1, '1 Aufruf diese Woche'],
    ['fr', 12, '12 vues cette semaine'],
    ['it', 1234, '1234 visualizzazioni questa settimana'],
  ] as const)('say the week’s views in %s: %d -> "%s"', async (lang, views, text) => {
    await changeLanguage(lang);
    render(<SectionBody section={{ status: 'ok', items: [trending(views)] }} name="trendingVenues" compact />);
    const item = screen.getByTestId('aira-live-item');
    // Intl groups thousands by the language's own rule (it: "1.234" or "1234"): compare without separators.
    expect(item.textContent?.replace(/(\d)[.,\u202f\u00a0'’](?=\d{3})/g, '$1')).toContain(text);
    // The server's English description is not shown beside it.
    expect(item).not.toHaveTextContent('Popular in this app');
  });

  it('an answer without the count still shows its description', () => {
    render(<SectionBody section={{ status: 'ok', items: [trending(undefined)] }} name="trendingVenues" />);
    expect(screen.getByTestId('aira-live-item')).toHaveTextContent('Popular in this app');
  });
});

describe('unavailable sections', () => {
  it.each([
    ['not_configured', 'socialBuzz', 'No source is configured for social posts'],
    ['needs_connection', 'weather', 'Needs a connection'],
    ['provider_error', 'socialBuzz', 'Unable to load social content'],
    ['provider_error', 'localMusic', 'Unable to load music content'],
    ['provider_error', 'marketUpdates', 'Unable to load market data'],
  ] as const)('%s in %s says "%s"', (reason, name, text) => {
    render(<SectionBody section={{ status: 'unavailable', reason, capability: 'social' }} name={name} />);
    expect(screen.getByTestId('aira-live-unavailable')).toHaveTextContent(text);
  });
});

describe('Pulse hub', () => {
  it('is a tablist driven by the arrow keys; a failing call degrades its panel to N/A with a retry', async () => {
    // No value shown may come from Math.random (DEVIATIONS 5, 17).
    vi.spyOn(Math, 'random').mockImplementation(() => {
      throw new Error('Math.random used');
    });
    // The Neural Assistant tab asks for the voices through the app's query client.
    render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <PulseHub
          position={{ lat: 46.94809, lng: 7.44744, source: 'gps', accuracyM: 12, name: null }}
          placeName="Bern"
          onClose={() => undefined}
        />
      </QueryClientProvider>,
    );
    const location = screen.getByRole('tab', { name: 'Location' });
    expect(location).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByTestId('aira-pulse-location')).toHaveTextContent('46.9481, 7.4474');
    expect(screen.getByTestId('aira-pulse-location')).toHaveTextContent('Bern');
    expect(screen.getByTestId('aira-pulse-location')).toHaveTextContent('±12 m');
    location.focus();
    await userEvent.keyboard('{ArrowRight}');
    const weather = screen.getByRole('tab', { name: 'Weather' });
    expect(weather).toHaveAttribute('aria-selected', 'true');
    expect(weather).toHaveFocus();
    expect(location).toHaveAttribute('tabindex', '-1');
    await userEvent.keyboard('{End}');
    expect(screen.getByRole('tab', { name: 'Insights' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    expect(location).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Neural Assistant' })).toHaveFocus();
    expect(screen.getByTestId('aira-pulse-chat')).toBeVisible();
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Local' })).toHaveFocus();
    // No server in this test: the call fails and only this panel says so.
    const local = await screen.findByTestId('aira-pulse-local-failed');
    expect(local).toHaveTextContent('N/A');
    expect(local).toHaveTextContent('Loading real-time data...');
    await act(async () => {
      await userEvent.click(within(local).getByRole('button', { name: 'Try again' }));
    });
    expect(screen.getByText('Live Pulse')).toBeInTheDocument();
  });
});
