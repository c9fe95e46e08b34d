export { createNewsSources, feedsFor, type NewsSources, type NewsSourceOptions } from './news-sources.js';
export { newsRoutes, type NewsRoutesOptions } from './news.routes.js';
export { STATIC_HEADLINES } from './static-headlines.js';
export { parseFeed, type Headline, type ParsedFeed } from './feed-parser.js';
export { toPlainText, truncate } from './plain-text.js';
