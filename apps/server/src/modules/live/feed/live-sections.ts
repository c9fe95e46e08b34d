import {
  LIVE,
  type AirQuality,
  type FeedItem,
  type FeedSection,
  type Unavailable,
  type WeatherNow,
} from '@swiss/contract';
import type { CarbonData, CryptoData, CurrencyData } from '../live-sources.js';
import { feedItem, isUnavailable, okSection } from './feed-item.js';

/*
 * The provider-backed answers (LiveSources) as feed sections. A section is unavailable only when
 * every source it draws on is; then it carries the first source's reason.
 */

const round = (value: number, digits: number) => Math.round(value * 10 ** digits) / 10 ** digits;

/** marketUpdates (cap 8): the EUR reference rates of the spec's currencies, then the coins. */
export function marketSection(currency: CurrencyData, crypto: CryptoData): FeedSection {
  if (isUnavailable(currency) && isUnavailable(crypto)) return currency;
  const items: FeedItem[] = [];
  if (!isUnavailable(currency)) {
    const wanted: readonly string[] = LIVE.currencies;
    for (const { code, rate } of currency.rates.filter((r) => wanted.includes(r.code))) {
      items.push(
        feedItem({
          id: `market:EUR-${code}`,
          kind: 'market',
          title: `EUR/${code}`,
          description: `1 EUR = ${round(rate, 4)} ${code} (reference rate of ${currency.date})`,
          category: 'currency',
          timestamp: currency.date,
          rate,
          provenance: currency.provenance,
        }),
      );
    }
  }
  if (!isUnavailable(crypto)) {
    for (const coin of crypto.coins) {
      items.push(
        feedItem({
          id: `crypto:${coin.id}`,
          kind: 'crypto',
          title: `${coin.symbol.toUpperCase()}/USD`,
          description:
            coin.change24h === null
              ? `${coin.symbol.toUpperCase()} ${round(coin.usd, 2)} USD`
              : `${coin.symbol.toUpperCase()} ${round(coin.usd, 2)} USD (${coin.change24h >= 0 ? '+' : ''}${round(coin.change24h, 2)} % in 24 h)`,
          category: 'crypto',
          rate: coin.usd,
          change: coin.change24h,
          provenance: crypto.provenance,
        }),
      );
    }
  }
  return okSection(items.slice(0, LIVE.caps.market));
}

/** weather (cap 5): the current weather at the position (one reading: temperature and condition). */
export function weatherSection(now: WeatherNow | Unavailable): FeedSection {
  if (isUnavailable(now)) return now;
  return okSection(
    [
      feedItem({
        id: 'weather:now',
        kind: 'weather',
        title: `${Math.round(now.temperatureC)} °C, ${now.condition}`,
        description: `Feels like ${Math.round(now.feelsLikeC)} °C`,
        category: 'weather',
        timestamp: now.provenance.fetchedAt,
        temp: now.temperatureC,
        condition: now.condition,
        provenance: now.provenance,
      }),
    ].slice(0, LIVE.caps.weather),
  );
}

/** environmental: the grid's carbon intensity (a live value, or the labelled Swiss average) and air quality. */
export function environmentalSection(carbon: CarbonData, air: AirQuality | Unavailable): FeedSection {
  if (isUnavailable(carbon) && isUnavailable(air)) return carbon;
  const items: FeedItem[] = [];
  if (!isUnavailable(carbon)) {
    const value = Math.round(carbon.carbonIntensity);
    items.push(
      feedItem({
        id: `environmental:carbon:${carbon.zone}`,
        kind: 'environmental',
        title: `Carbon intensity ${value} gCO2eq/kWh`,
        description: carbon.isAverage
          ? `Annual average${carbon.year === null ? '' : ` ${carbon.year}`}, ${carbon.zone} (not a live value)`
          : `Electricity grid ${carbon.zone}, now`,
        category: 'carbon',
        timestamp: carbon.provenance.fetchedAt,
        priority: value > LIVE.carbon.redDotAbove ? 'high' : 'normal',
        rate: carbon.carbonIntensity,
        provenance: carbon.provenance,
      }),
    );
  }
  if (!isUnavailable(air) && (air.usAqi !== null || air.europeanAqi !== null)) {
    const parts = [
      air.usAqi === null ? null : `US AQI ${Math.round(air.usAqi)}`,
      air.europeanAqi === null ? null : `European AQI ${Math.round(air.europeanAqi)}`,
    ].filter((p): p is string => p !== null);
    items.push(
      feedItem({
        id: 'environmental:air-quality',
        kind: 'environmental',
        title: `Air quality: ${parts.join(', ')}`,
        description: air.pm2_5 === null ? '' : `PM2.5 ${round(air.pm2_5, 1)} µg/m³`,
        category: 'air-quality',
        timestamp: air.provenance.fetchedAt,
        priority: (air.usAqi ?? 0) > LIVE.aqi.sensitiveAbove ? 'high' : 'normal',
        rate: air.usAqi,
        provenance: air.provenance,
      }),
    );
  }
  return okSection(items);
}
