import { CONVERTER_CURRENCIES } from '@swiss/content/tools';
import type { MarketsResponse } from '@swiss/contract';
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render as renderInto, screen, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage, initI18n } from '../../../lib/i18n';
import { createQueryClient } from '../../../lib/query-client';
import { stringsReady } from '../index';
import { CurrencyTool } from './currency';

const render = (ui: ReactElement) =>
  renderInto(<QueryClientProvider client={createQueryClient()}>{ui}</QueryClientProvider>);

const PROVENANCE = {
  source: 'frankfurter',
  attribution: 'Rates: European Central Bank via Frankfurter',
  licenceUrl:
    'https://www.ecb.europa.eu/stats/policy_and_exchange_rates/euro_reference_exchange_rates/html/index.en.html',
  fetchedAt: '2026-11-25T16:05:00.000Z',
  isSample: false,
  isStale: false,
};
/** The server's /api/markets with Frankfurter's table of 25 November 2026 (per 1 EUR). */
const LIVE_MARKETS: MarketsResponse = {
  status: 'success',
  data: {
    currency: {
      base: 'EUR',
      date: '2026-11-25',
      rates: [
        { code: 'USD', rate: 1.1587 },
        { code: 'GBP', rate: 0.8734 },
        { code: 'JPY', rate: 180.52 },
        { code: 'CAD', rate: 1.6213 },
        { code: 'AUD', rate: 1.7721 },
        { code: 'CHF', rate: 0.9312 },
      ],
      provenance: PROVENANCE,
    },
    crypto: { status: 'unavailable', reason: 'not_configured', capability: 'crypto' },
  },
};
const UNAVAILABLE_MARKETS: MarketsResponse = {
  status: 'success',
  data: {
    currency: { status: 'unavailable', reason: 'provider_error', capability: 'currency' },
    crypto: { status: 'unavailable', reason: 'not_configured', capability: 'crypto' },
  },
};

/** What GET /api/markets answers in a test (the server's answer, or no connection at all). */
let markets: () => Promise<Response>;
const offline = () => Promise.reject(new TypeError('Failed to fetch'));

describe('the currency tool', () => {
  beforeAll(async () => {
    localStorage.clear();
    await initI18n();
    await stringsReady;
  });
  beforeEach(async () => {
    localStorage.clear();
    await changeLanguage('en');
    markets = offline;
    vi.stubGlobal(
      'fetch',
      vi.fn((input: RequestInfo | URL) => {
        const url = input instanceof Request ? input.url : String(input);
        return url.includes('/api/markets') ? markets() : offline();
      }),
    );
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  const result = () => screen.getByTestId('currency-result');
  const choose = (currency: string) => fireEvent.change(screen.getByRole('combobox'), { target: { value: currency } });

  it('converts with the live ECB reference rates when the server has them, with their date and source', async () => {
    markets = () => Promise.resolve(Response.json(LIVE_MARKETS));
    render(<CurrencyTool />);
    choose('USD');
    // 1 CHF = 1.1587 / 0.9312 USD = 1.2443 USD, so 100 USD = 80.37 CHF.
    expect(await screen.findByText('ECB reference rate: 1 CHF = 1.2443 USD')).toBeInTheDocument();
    expect(result()).toHaveTextContent('100 USD ≈ 80.37 CHF');
    expect(screen.getByTestId('currency-basis')).toHaveTextContent('ECB euro reference rates of November 25, 2026');
    const source = screen.getByTestId('currency-source');
    expect(source).toHaveAttribute('data-state', 'live');
    expect(within(source).getByRole('link', { name: 'Rates: European Central Bank via Frankfurter' })).toHaveAttribute(
      'href',
      PROVENANCE.licenceUrl,
    );
    expect(result()).not.toHaveTextContent('Sample data, not live');
    // EUR per CHF is the inverse of CHF per EUR (0.9312): 100 EUR = 93.12 CHF.
    choose('EUR');
    expect(result()).toHaveTextContent('100 EUR ≈ 93.12 CHF');
    expect(result()).toHaveTextContent('1 CHF = 1.0739 EUR');
    const table = screen.getByRole('table', { name: 'Reference rates per 1 CHF' });
    expect(within(table).getByRole('row', { name: /^JPY/ })).toHaveTextContent('193.8574');
    expect(within(table).getByRole('row', { name: /^JPY/ })).toHaveTextContent('November 25, 2026');
  });

  it('keeps the sample table when the live table lacks a converter currency (never a mixed table)', async () => {
    const currency = LIVE_MARKETS.data.currency;
    if ('status' in currency) throw new Error('the fixture has rates');
    const partial = { ...currency, rates: currency.rates.filter((rate) => rate.code !== 'AUD') };
    markets = () =>
      Promise.resolve(Response.json({ ...LIVE_MARKETS, data: { ...LIVE_MARKETS.data, currency: partial } }));
    render(<CurrencyTool />);
    choose('USD');
    expect(await screen.findByText(/Currency exchange rates temporarily unavailable/)).toBeInTheDocument();
    expect(result()).toHaveTextContent('100 USD ≈ 92.59 CHF');
  });

  it.each([
    ['the server has no rates', () => Promise.resolve(Response.json(UNAVAILABLE_MARKETS))],
    ['the server cannot be reached', offline],
  ])('uses the labelled sample rates when %s', async (_, answer) => {
    markets = answer;
    render(<CurrencyTool />);
    choose('USD');
    const source = screen.getByTestId('currency-source');
    expect(source).toHaveAttribute('data-state', 'sample');
    expect(
      await within(source).findByText(/Currency exchange rates temporarily unavailable: these are sample rates/),
    ).toBeInTheDocument();
    expect(result()).toHaveTextContent('100 USD ≈ 92.59 CHF');
    expect(result()).toHaveTextContent('Sample rate: 1 CHF = 1.08 USD');
    expect(result()).toHaveTextContent('Sample data, not live');
    expect(screen.getByRole('table', { name: 'Sample rates per 1 CHF' })).toBeInTheDocument();
  });

  it('converts every listed source currency, each labelled as a sample', () => {
    render(<CurrencyTool />);
    for (const currency of CONVERTER_CURRENCIES) {
      choose(currency);
      expect(result()).toHaveTextContent(new RegExp(`100 ${currency} ≈ [\\d.,]+ CHF`));
      expect(result()).not.toHaveTextContent('No offline rate');
      expect(result()).toHaveTextContent('Sample data, not live');
      expect(result()).toHaveTextContent('Sample reference rates, not live exchange rates.');
    }
  });

  it('converts CAD and AUD with the rates derived from the ECB reference rates of 29 April 2022, and says so', () => {
    render(<CurrencyTool />);
    choose('CAD');
    expect(result()).toHaveTextContent('100 CAD ≈ 76.34 CHF');
    expect(result()).toHaveTextContent('Sample rate: 1 CHF = 1.31 CAD');
    expect(screen.getByTestId('currency-basis')).toHaveTextContent(
      'Derived from the ECB euro reference rates of April 29, 2022',
    );
    choose('AUD');
    expect(result()).toHaveTextContent('100 AUD ≈ 69.44 CHF');
    choose('USD');
    expect(result()).toHaveTextContent('100 USD ≈ 92.59 CHF');
    expect(screen.getByTestId('currency-basis')).toHaveTextContent(
      'Sample value from the app specification (no reference date)',
    );
  });

  it('lists a rate and its basis for every currency in the sample table', () => {
    render(<CurrencyTool />);
    const table = screen.getByRole('table', { name: 'Sample rates per 1 CHF' });
    for (const currency of CONVERTER_CURRENCIES) {
      const row = within(table).getByRole('row', { name: new RegExp(`^${currency}`) });
      expect(row).not.toHaveTextContent('no sample rate');
      expect(row).toHaveTextContent(/ECB euro reference rates of April 29, 2022|app specification/);
    }
  });

  it('says sample and gives the reference date in German too', async () => {
    await changeLanguage('de');
    render(<CurrencyTool />);
    choose('AUD');
    expect(result()).toHaveTextContent('Beispieldaten, nicht live');
    expect(screen.getByTestId('currency-basis')).toHaveTextContent('EZB vom 29. April 2022');
  });
});
