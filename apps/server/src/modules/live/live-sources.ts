import type {
  AirQuality,
  CarbonResponse,
  FeedSection,
  Language,
  MarketsResponse,
  Pollen,
  Unavailable,
  WeatherNow,
} from '@swiss/contract';

export type CarbonData = CarbonResponse['data'];
export type CurrencyData = MarketsResponse['data']['currency'];
export type CryptoData = MarketsResponse['data']['crypto'];

/**
 * What the live feed's aggregate (whats-happening, the ticker) reads from the provider-backed
 * services. Each service answers from its provider's cache when it can and never throws: a failing
 * source is an Unavailable (or an 'unavailable' section), so one source never takes the others down.
 * app.ts builds the real ones (modules/live/weather, markets, news, social) and passes them in.
 */
export interface LiveSources {
  weatherNow(lat: number, lng: number): Promise<WeatherNow | Unavailable>;
  airQuality(lat: number, lng: number): Promise<AirQuality | Unavailable>;
  pollen(lat: number, lng: number): Promise<Pollen | Unavailable>;
  carbon(lat: number, lng: number): Promise<CarbonData>;
  currency(): Promise<CurrencyData>;
  crypto(): Promise<CryptoData>;
  news(lat: number, lng: number, lang: Language): Promise<FeedSection>;
  social(lat: number, lng: number): Promise<FeedSection>;
}
