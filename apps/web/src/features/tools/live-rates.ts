import { CONVERTER_CURRENCIES, SAMPLE_RATES_PER_CHF, type ConverterCurrency } from '@swiss/content/tools';
import { marketsResponseSchema, type MarketsResponse, type Provenance } from '@swiss/contract';
import { useQuery } from '@tanstack/react-query';
import { getJson } from '../../lib/api-client';

/** The ECB reference rates of one day, turned into units per 1 CHF for the converter. */
export interface LiveRates {
  kind: 'live';
  ratesPerChf: Record<ConverterCurrency, number>;
  /** The ECB publication day (YYYY-MM-DD). */
  date: string;
  provenance: Provenance;
}
/** The spec's sample table, and why it is shown: live rates still loading, or not to be had. */
export interface SampleRates {
  kind: 'sample';
  ratesPerChf: Record<ConverterCurrency, number>;
  why: 'loading' | 'unavailable';
}
export type ConverterRates = LiveRates | SampleRates;

/**
 * Units of each converter currency per 1 CHF from Frankfurter's euro table (per 1 EUR): X per CHF =
 * (X per EUR) / (CHF per EUR), and EUR per CHF = 1 / (CHF per EUR). Null unless every converter
 * currency can be derived: the tool never mixes live and sample rates in one table.
 */
export function ratesPerChf(currency: MarketsResponse['data']['currency']): LiveRates | null {
  if ('status' in currency) return null; // unavailable: not configured, failed, or needs a connection
  const perEur = new Map(currency.rates.map((rate) => [rate.code, rate.rate]));
  perEur.set('EUR', 1);
  const chf = perEur.get('CHF');
  if (chf === undefined || !(chf > 0)) return null;
  const table: Partial<Record<ConverterCurrency, number>> = {};
  for (const code of CONVERTER_CURRENCIES) {
    const rate = perEur.get(code);
    if (rate === undefined || !(rate > 0)) return null;
    table[code] = rate / chf;
  }
  return {
    kind: 'live',
    ratesPerChf: table as Record<ConverterCurrency, number>,
    date: currency.date,
    provenance: currency.provenance,
  };
}

/**
 * The converter's rates: the server's live reference rates (GET /api/markets, the same table the live
 * feed shows) when it has them, else the spec's sample table, labelled by the tool (DEVIATIONS 6).
 */
export function useConverterRates(): ConverterRates {
  const markets = useQuery({
    queryKey: ['markets'],
    queryFn: ({ signal }) => getJson('/api/markets', marketsResponseSchema, { signal }).then((answer) => answer.data),
    // The ECB publishes once a working day; the server caches the table for an hour.
    staleTime: 10 * 60 * 1000,
    retry: false,
  });
  const live = markets.data ? ratesPerChf(markets.data.currency) : null;
  if (live) return live;
  return {
    kind: 'sample',
    ratesPerChf: SAMPLE_RATES_PER_CHF,
    why: markets.isPending && markets.fetchStatus === 'fetching' ? 'loading' : 'unavailable',
  };
}
