export { createMarketSources, type MarketSources, type MarketSourceOptions } from './market-sources.js';
export { marketsRoutes, type MarketsRoutesOptions } from './markets.routes.js';
export { FRANKFURTER_ATTRIBUTION } from './frankfurter.js';
export { COINGECKO_ATTRIBUTION } from './coingecko.js';
