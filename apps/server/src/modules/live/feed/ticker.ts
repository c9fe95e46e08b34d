import { LIVE, type FeedItem, type FeedSection, type WhatsHappeningSection } from '@swiss/contract';

const itemsOf = (section: FeedSection | undefined): FeedItem[] => (section?.status === 'ok' ? section.items : []);

/**
 * The ticker exactly per spec §9: up to 3 market, 2 events near you, 1 weather, 1 environmental and
 * 3 news items, in that order, at most 15. With no live news (the section unavailable or empty) the
 * news slots hold the six static headlines instead, and the answer says so (tickerIsStatic).
 */
export function composeTicker(
  sections: Partial<Record<WhatsHappeningSection, FeedSection>>,
  staticHeadlines: () => FeedItem[],
): { ticker: FeedItem[]; tickerIsStatic: boolean } {
  const news = itemsOf(sections.localHeadlines);
  const tickerIsStatic = news.length === 0;
  const ticker = [
    ...itemsOf(sections.marketUpdates).slice(0, LIVE.ticker.market),
    ...itemsOf(sections.eventsNearYou).slice(0, LIVE.ticker.eventsNearYou),
    ...itemsOf(sections.weather).slice(0, LIVE.ticker.weather),
    ...itemsOf(sections.environmental).slice(0, LIVE.ticker.environmental),
    ...(tickerIsStatic ? staticHeadlines() : news.slice(0, LIVE.ticker.news)),
  ].slice(0, LIVE.caps.ticker);
  return { ticker, tickerIsStatic };
}
