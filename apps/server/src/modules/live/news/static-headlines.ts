import type { FeedItem } from '@swiss/contract';
import { feedItem } from '../feed/feed-item.js';

/** When these lines were written and checked (they carry no date of their own). */
const CHECKED_AT = '2026-11-26T00:00:00.000Z';

const LINES: { id: string; title: string; description: string; url: string | null }[] = [
  {
    id: 'emergency-numbers',
    title: 'Emergency numbers in Switzerland: 112, police 117, fire 118, ambulance 144',
    description: 'The numbers are free from any phone. 112 is the European emergency number.',
    url: null,
  },
  {
    id: 'rega',
    title: 'Rega air rescue: 1414',
    description: 'The Swiss air rescue service answers around the clock, also for accidents in the mountains.',
    url: 'https://www.rega.ch/en',
  },
  {
    id: 'tox-info',
    title: 'Poisoning: Tox Info Suisse answers on 145',
    description: 'Advice on poisoning, day and night.',
    url: 'https://www.toxinfo.ch/',
  },
  {
    id: 'timetable',
    title: 'Public transport timetables and disruptions: SBB online timetable',
    description: 'Trains, buses, trams and boats of Switzerland in one timetable.',
    url: 'https://www.sbb.ch/en',
  },
  {
    id: 'weather-warnings',
    title: 'Official weather warnings for Switzerland come from MeteoSwiss',
    description: 'The national weather service publishes warnings for storms, heavy rain, heat and more.',
    url: 'https://www.meteoswiss.admin.ch/',
  },
  {
    id: 'avalanche-bulletin',
    title: 'Avalanche bulletin: published by the SLF in winter',
    description: 'The WSL Institute for Snow and Avalanche Research SLF publishes the Swiss avalanche bulletin.',
    url: 'https://www.slf.ch/en/',
  },
];

/**
 * The spec's six static headlines (§8 "News ticker fails"), shown when no live news is reachable.
 * They are not news: neutral, lasting facts, labelled as static (category 'static', isSample true),
 * so nobody takes them for today's headlines.
 */
export const STATIC_HEADLINES: readonly FeedItem[] = LINES.map((line) =>
  feedItem({
    id: `static:${line.id}`,
    kind: 'news',
    title: line.title,
    description: line.description,
    category: 'static',
    url: line.url,
    priority: 'low',
    provenance: {
      source: 'static',
      attribution: 'Static headlines (no live news reachable)',
      licenceUrl: null,
      fetchedAt: CHECKED_AT,
      isSample: true,
      isStale: false,
    },
  }),
);
