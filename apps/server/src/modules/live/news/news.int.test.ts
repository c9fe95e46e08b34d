import { LIVE, feedSectionResponseSchema, errorEnvelopeSchema, type FeedSection } from '@swiss/contract';
import { beforeEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../../../config/env.js';
import { ProviderRegistry } from '../../../platform/providers/registry.js';
import { answer, useFakeProvider } from '../../../test/fake-provider.js';
import { useTestApp } from '../../../test/test-app.js';
import { createNewsSources } from './news-sources.js';
import { STATIC_HEADLINES } from './static-headlines.js';

const RSS_XML = 'application/rss+xml; charset=utf-8';

/** An RSS 2.0 feed as SRF's is shaped: CDATA descriptions with HTML, RFC 822 dates, guids. */
const RSS = `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/">
  <channel>
    <title>SRF News</title>
    <link>https://www.srf.ch/news</link>
    <description>Nachrichten</description>
    <atom:link href="https://www.srf.ch/news/bnf/rss/1646" rel="self" type="application/rss+xml"/>
    <item>
      <title>Bundesrat &amp; Parlament: &lt;b&gt;neue&lt;/b&gt; Regeln</title>
      <description><![CDATA[<p>Der <b>Bundesrat</b> hat&nbsp;entschieden.<script>alert("x")</script><img src="x" onerror="alert(1)"></p>]]></description>
      <link>https://www.srf.ch/news/schweiz/bundesrat-1</link>
      <guid isPermaLink="false">urn:srf:article:1</guid>
      <pubDate>Wed, 25 Nov 2026 16:30:00 +0100</pubDate>
    </item>
    <item>
      <title>${'Ein sehr langer Titel über den öffentlichen Verkehr in der Schweiz und seine Zukunft im Jahr danach'}</title>
      <description>${'Lang '.repeat(60)}</description>
      <link>javascript:alert(1)</link>
      <guid>urn:srf:article:2</guid>
      <pubDate>Wed, 25 Nov 2026 18:00:00 +0100</pubDate>
    </item>
    <item>
      <description>An item without a title is skipped.</description>
    </item>
  </channel>
</rss>`;

/** An Atom feed: text constructs with type="html", link rel="alternate", RFC 3339 dates. */
const ATOM = `<?xml version="1.0" encoding="utf-8"?>
<feed xmlns="http://www.w3.org/2005/Atom">
  <title type="text">RTS Info</title>
  <id>urn:rts:info</id>
  <updated>2026-11-25T19:00:00Z</updated>
  <entry>
    <title type="html">Le &lt;i&gt;Conseil fédéral&lt;/i&gt; décide</title>
    <link rel="alternate" type="text/html" href="https://www.rts.ch/info/suisse/1.html"/>
    <link rel="enclosure" href="https://www.rts.ch/image.jpg"/>
    <id>urn:rts:1</id>
    <updated>2026-11-25T19:00:00Z</updated>
    <summary type="html">&lt;p&gt;Résumé &amp;amp; &lt;a href="https://evil.example"&gt;lien&lt;/a&gt;&lt;/p&gt;</summary>
  </entry>
</feed>`;

/** A Mastodon status of GET /api/v1/timelines/tag/:tag, as it is shaped (abridged of media fields). */
const status = (id: string, content: string, extra: Record<string, unknown> = {}) => ({
  id,
  created_at: `2026-11-25T1${id}:00:00.000Z`,
  in_reply_to_id: null,
  sensitive: false,
  spoiler_text: '',
  visibility: 'public',
  language: 'de',
  uri: `https://mastodon.example/users/anna/statuses/${id}`,
  url: `https://mastodon.example/@anna/${id}`,
  replies_count: 0,
  reblogs_count: 1,
  favourites_count: 2,
  content,
  reblog: null,
  account: {
    id: '1',
    username: 'anna',
    acct: 'anna@mastodon.example',
    display_name: 'Anna <b>B.</b>',
    url: 'https://mastodon.example/@anna',
  },
  media_attachments: [],
  mentions: [],
  tags: [{ name: 'bern', url: 'https://mastodon.example/tags/bern' }],
  emojis: [],
  ...extra,
});

const items = (section: FeedSection) => (section.status === 'ok' ? section.items : []);

describe('news and social through RSS, Atom and Mastodon (fake providers on 127.0.0.1)', () => {
  const fake = useFakeProvider();
  let clock = Date.parse('2026-11-26T10:00:00Z');
  const now = () => clock;

  const sources = (env: Record<string, string> = {}) => {
    const config = loadConfig({
      NODE_ENV: 'test',
      NEWS_PROVIDER: 'rss',
      NEWS_FEEDS: `de=${fake.origin}/srf.xml,fr=${fake.origin}/rts.atom`,
      NEWS_TIMEOUT_MS: '300',
      SOCIAL_PROVIDER: 'mastodon',
      MASTODON_URL: fake.origin,
      SOCIAL_TIMEOUT_MS: '300',
      ...env,
    });
    const registry = new ProviderRegistry({ version: 'test', contact: undefined });
    const cityAt = (lat: number) => (lat > 46 ? 'Zürich' : null);
    return createNewsSources(config, registry, { cityAt, now });
  };

  beforeEach(() => {
    fake.reset();
    clock = Date.parse('2026-11-26T10:00:00Z');
  });

  it('reads the RSS feed of the language as plain text: no tag, no script, entities decoded, links http(s) only', async () => {
    fake.on('/srf.xml', answer.text(RSS, RSS_XML));
    const section = await sources().news(47.37, 8.54, 'de', 20);
    expect(fake.calls('/rts.atom')).toHaveLength(0);
    const [longOne, first] = items(section);
    expect(items(section)).toHaveLength(2);
    expect(first).toMatchObject({
      kind: 'news',
      title: 'Bundesrat & Parlament: neue Regeln',
      description: 'Der Bundesrat hat entschieden.',
      url: 'https://www.srf.ch/news/schweiz/bundesrat-1',
      timestamp: '2026-11-25T15:30:00.000Z',
      provenance: { source: 'rss', attribution: 'SRF News', isStale: false, isSample: false },
    });
    expect(JSON.stringify(section)).not.toMatch(/<|>|alert|onerror|&nbsp;|&amp;/);
    // Newest first; cut to the spec's 80 and 120 characters; a javascript: link is dropped.
    expect(longOne?.timestamp).toBe('2026-11-25T17:00:00.000Z');
    expect(Array.from(longOne?.title ?? '').length).toBeLessThanOrEqual(LIVE.truncate.title);
    expect(longOne?.title.endsWith('…')).toBe(true);
    expect(Array.from(longOne?.description ?? '').length).toBeLessThanOrEqual(LIVE.truncate.description);
    expect(longOne?.url).toBeNull();
  });

  it('reads an Atom feed (html text constructs, the alternate link)', async () => {
    fake.on('/rts.atom', answer.text(ATOM, 'application/atom+xml'));
    const section = await sources().news(46.2, 6.14, 'fr', 20);
    expect(items(section)).toEqual([
      expect.objectContaining({
        title: 'Le Conseil fédéral décide',
        description: 'Résumé & lien',
        url: 'https://www.rts.ch/info/suisse/1.html',
        timestamp: '2026-11-25T19:00:00.000Z',
      }),
    ]);
    expect(items(section)[0]?.provenance.attribution).toBe('RTS Info');
  });

  it('reads every feed when none is of the language, merged newest first and capped (section 5)', async () => {
    fake.on('/srf.xml', answer.text(RSS, RSS_XML));
    fake.on('/rts.atom', answer.text(ATOM, 'application/atom+xml'));
    const section = await sources().news(46.9, 7.44, 'en');
    expect(items(section).map((item) => item.provenance.attribution)).toEqual(['RTS Info', 'SRF News', 'SRF News']);
    const capped = await sources({
      NEWS_FEEDS: Array.from({ length: 3 }, (_, i) => `${fake.origin}/srf.xml?copy=${i}`).join(','),
    }).news(46.9, 7.44, 'en');
    // The same links in three feeds are one headline each.
    expect(items(capped)).toHaveLength(2);
  });

  it('skips a failing feed and shows the others', async () => {
    fake.on('/srf.xml', answer.status(500));
    fake.on('/rts.atom', answer.text(ATOM, 'application/atom+xml'));
    const section = await sources({ NEWS_FEEDS: `${fake.origin}/srf.xml,${fake.origin}/rts.atom` }).news(0, 0, 'de');
    expect(items(section).map((item) => item.title)).toEqual(['Le Conseil fédéral décide']);
  });

  it('answers many calls within ten minutes from one upstream call per feed', async () => {
    fake.on('/srf.xml', answer.text(RSS, RSS_XML));
    const news = sources();
    await Promise.all(Array.from({ length: 100 }, () => news.news(47.37, 8.54, 'de')));
    clock += 9 * 60_000;
    await news.news(47.37, 8.54, 'de');
    expect(fake.calls('/srf.xml')).toHaveLength(1);
  });

  it('shows the cached headlines, flagged stale, after the feed dies; nothing past a day', async () => {
    fake.on('/srf.xml', answer.text(RSS, RSS_XML));
    const news = sources();
    await news.news(47.37, 8.54, 'de');
    fake.on('/srf.xml', answer.status(503));
    clock += 30 * 60_000;
    const stale = await news.news(47.37, 8.54, 'de');
    expect(items(stale)).toHaveLength(2);
    expect(items(stale).every((item) => item.provenance.isStale)).toBe(true);
    clock += 25 * 3600_000;
    expect(await news.news(47.37, 8.54, 'de')).toEqual({
      status: 'unavailable',
      reason: 'provider_error',
      capability: 'news',
    });
  });

  it.each([
    ['a 500', answer.status(500), 'provider_error'],
    ['garbage (HTML, not a feed)', answer.text('<html><body>Not a feed</body></html>', 'text/html'), 'provider_error'],
    ['garbage (not XML)', answer.garbage(), 'provider_error'],
    ['a 429', answer.rateLimited(60), 'rate_limited'],
    ['no answer in time', answer.slow(1000, answer.text(RSS, RSS_XML)), 'needs_connection'],
  ] as const)('news is unavailable on %s, never throwing', async (_name, upstream, reason) => {
    fake.on('/srf.xml', upstream);
    expect(await sources().news(47.37, 8.54, 'de')).toEqual({ status: 'unavailable', reason, capability: 'news' });
  });

  it('news is not configured when off (the default under NODE_ENV=test); the static headlines are labelled', async () => {
    const config = loadConfig({ NODE_ENV: 'test' });
    const registry = new ProviderRegistry({ version: 'test', contact: undefined });
    const news = createNewsSources(config, registry, { cityAt: () => 'Bern' });
    expect(await news.news(46.9, 7.4, 'en')).toEqual({
      status: 'unavailable',
      reason: 'not_configured',
      capability: 'news',
    });
    expect(await news.social(46.9, 7.4)).toEqual({
      status: 'unavailable',
      reason: 'not_configured',
      capability: 'social',
    });
    expect(registry.status().map((s) => [s.capability, s.implementation, s.configured])).toEqual([
      ['news', 'off', false],
      ['social', 'off', false],
    ]);
    expect(fake.requests).toHaveLength(0);
    expect(STATIC_HEADLINES).toHaveLength(6);
    for (const headline of STATIC_HEADLINES) {
      expect(headline).toMatchObject({ kind: 'news', category: 'static', timestamp: null });
      expect(headline.provenance).toMatchObject({ source: 'static', isSample: true });
      expect(Array.from(headline.title).length).toBeLessThanOrEqual(LIVE.truncate.title);
      expect(Array.from(headline.description).length).toBeLessThanOrEqual(LIVE.truncate.description);
    }
  });

  it("reads the town's hashtag timeline on Mastodon as plain text, without sensitive or non-public posts", async () => {
    fake.on(
      '/api/v1/timelines/tag/zurich',
      answer.json([
        status(
          '1',
          '<p>Sonne über dem <a href="https://mastodon.example/tags/zurich">#<span>Zürich</span></a>see<script>x()</script></p>',
        ),
        status('2', '<p>Hidden</p>', { sensitive: true, spoiler_text: 'cw' }),
        status('3', '<p>Followers only</p>', { visibility: 'unlisted' }),
        status('4', '<p>Tram 4 fährt wieder &amp; pünktlich</p>'),
      ]),
    );
    const section = await sources().social(47.37, 8.54);
    expect(items(section)).toEqual([
      expect.objectContaining({
        id: 'social:4',
        kind: 'social',
        title: 'Anna B.',
        description: 'Tram 4 fährt wieder & pünktlich',
        url: 'https://mastodon.example/@anna/4',
        location: 'Zürich',
        timestamp: '2026-11-25T14:00:00.000Z',
      }),
      expect.objectContaining({ id: 'social:1', description: 'Sonne über dem #Zürichsee' }),
    ]);
    expect(items(section)[0]?.provenance.attribution).toMatch(/^Public posts tagged #zurich on 127\.0\.0\.1/);
    expect(
      new URL(fake.calls('/api/v1/timelines/tag/zurich')[0]?.url ?? '', fake.origin).searchParams.get('limit'),
    ).toBe('12');
  });

  it('puts MASTODON_TAG_PREFIX before the hashtag; no town, no call and no posts', async () => {
    fake.on('/api/v1/timelines/tag/visitzurich', answer.json([]));
    const social = sources({ MASTODON_TAG_PREFIX: 'visit' });
    expect(await social.social(47.37, 8.54)).toEqual({ status: 'ok', items: [] });
    expect(fake.calls('/api/v1/timelines/tag/visitzurich')).toHaveLength(1);
    expect(await social.social(40, 8.54)).toEqual({ status: 'ok', items: [] });
    expect(fake.requests).toHaveLength(1);
  });

  it.each([
    ['a 500', answer.status(500), 'provider_error'],
    ['garbage', answer.garbage(), 'provider_error'],
    ['a 429', answer.rateLimited(60), 'rate_limited'],
    ['no answer in time', answer.slow(1000, answer.json([])), 'needs_connection'],
  ] as const)('social is unavailable on %s, never inventing posts', async (_name, upstream, reason) => {
    fake.on('/api/v1/timelines/tag/zurich', upstream);
    expect(await sources().social(47.37, 8.54)).toEqual({ status: 'unavailable', reason, capability: 'social' });
  });
});

describe('GET /api/news/local and /api/local-social', () => {
  const fake = useFakeProvider();
  const env: Record<string, string> = { NEWS_PROVIDER: 'rss', NEWS_TIMEOUT_MS: '300' };
  Object.defineProperty(env, 'NEWS_FEEDS', { enumerable: true, get: () => `en=${fake.origin}/swi.xml` });
  const ctx = useTestApp('pglite', { env });
  beforeEach(() => fake.reset());

  it('answers the headlines of the feed and says social has no source configured', async () => {
    fake.on('/swi.xml', answer.text(RSS, RSS_XML));
    const news = await ctx.app.inject({ url: '/api/news/local?lat=46.948&lng=7.4474&lang=en' });
    expect(news.statusCode, news.body).toBe(200);
    const body = feedSectionResponseSchema.parse(news.json());
    expect(items(body.data).map((item) => item.title)).toHaveLength(2);
    const social = await ctx.app.inject({ url: '/api/local-social?lat=46.948&lng=7.4474' });
    expect(social.statusCode, social.body).toBe(200);
    expect(feedSectionResponseSchema.parse(social.json()).data).toEqual({
      status: 'unavailable',
      reason: 'not_configured',
      capability: 'social',
    });
  });

  it.each([
    ['/api/news/local?lat=91&lng=7', 'lat'],
    ['/api/news/local?lat=46&lng=abc', 'lng'],
    ['/api/news/local?lat=46&lng=7&lang=xx', 'lang'],
    ['/api/news/local?lng=7', 'lat'],
    ['/api/local-social?lat=46&lng=181', 'lng'],
  ])('%s is a 400 naming %s', async (url, field) => {
    const res = await ctx.app.inject({ url });
    expect(res.statusCode, res.body).toBe(400);
    const envelope = errorEnvelopeSchema.parse(res.json());
    expect(envelope.details?.map((detail) => detail.field)).toContain(field);
  });
});
