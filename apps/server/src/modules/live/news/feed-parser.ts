import { XMLParser } from 'fast-xml-parser';
import { isoTime, safeLink, toPlainText } from './plain-text.js';

/** One headline of a feed, already plain text (not yet truncated). */
export interface Headline {
  id: string;
  title: string;
  description: string;
  url: string | null;
  publishedAt: string | null;
}

export interface ParsedFeed {
  /** The channel's (or feed's) title: the source we name. */
  title: string;
  headlines: Headline[];
}

/** Items read from one feed at most: a feed is a few dozen; more is not a news feed. */
const MAX_ITEMS = 100;

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@_',
  // dc:date, atom:link, content:encoded -> date, link, encoded.
  removeNSPrefix: true,
  parseTagValue: false,
  parseAttributeValue: false,
  trimValues: true,
  // XML's own entities only, and few: a DOCTYPE cannot expand itself into megabytes.
  processEntities: { enabled: true, maxEntityCount: 20, maxTotalExpansions: 200, maxExpandedLength: 50_000 },
  htmlEntities: false,
  maxNestedTags: 64,
  isArray: (name) => name === 'item' || name === 'entry' || name === 'link',
});

type Node = Record<string, unknown>;
const isNode = (value: unknown): value is Node => typeof value === 'object' && value !== null && !Array.isArray(value);

/** A text element: a string, or {#text, @_type} when it has attributes; the first of a list. */
function text(value: unknown): string {
  if (Array.isArray(value)) return text(value[0]);
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (isNode(value)) return text(value['#text']);
  return '';
}

/** RSS: <link>url</link>; Atom: <link rel="alternate" href="url"/> (rel defaults to alternate). */
function linkOf(value: unknown): string | null {
  const links = Array.isArray(value) ? value : [value];
  for (const link of links) {
    if (isNode(link) && typeof link['@_href'] === 'string') {
      const rel = link['@_rel'];
      if (rel === undefined || rel === 'alternate') return safeLink(link['@_href']);
    } else {
      const url = safeLink(text(link));
      if (url) return url;
    }
  }
  return null;
}

function headline(item: Node, index: number): Headline | null {
  const title = toPlainText(text(item.title));
  if (title === '') return null;
  const url = linkOf(item.link) ?? safeLink(text(item.guid));
  const description = toPlainText(text(item.description ?? item.summary ?? item.content ?? item.encoded));
  const publishedAt = isoTime(text(item.pubDate ?? item.published ?? item.updated ?? item.date));
  const id = text(item.guid ?? item.id) || url || `${index}:${title}`;
  return { id, title, description, url, publishedAt };
}

/**
 * An RSS 2.0, RSS 1.0 (RDF) or Atom document's headlines as plain text; null when the text is not
 * such a feed. Items without a title are skipped.
 */
export function parseFeed(xml: string): ParsedFeed | null {
  let document: unknown;
  try {
    document = parser.parse(xml, true);
  } catch {
    return null;
  }
  if (!isNode(document)) return null;
  const rss = isNode(document.rss) ? document.rss : null;
  const rdf = isNode(document.RDF) ? document.RDF : null;
  const atom = isNode(document.feed) ? document.feed : null;
  const channel = rss && isNode(rss.channel) ? rss.channel : rdf && isNode(rdf.channel) ? rdf.channel : atom;
  const container = rss ? channel : (rdf ?? atom);
  if (!channel || !container) return null;
  const rawItems = container.item ?? container.entry ?? [];
  const items = (Array.isArray(rawItems) ? rawItems : [rawItems]).filter(isNode).slice(0, MAX_ITEMS);
  const headlines = items.flatMap((item, index) => headline(item, index) ?? []);
  return { title: toPlainText(text(channel.title)), headlines };
}
