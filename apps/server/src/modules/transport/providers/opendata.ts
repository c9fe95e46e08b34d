import { MAPS, type TransportConnection } from '@swiss/contract';
import { z } from 'zod';
import type { Config } from '../../../config/env.js';
import { providerBudget } from '../../../config/providers.js';
import { ProviderClient } from '../../../platform/providers/client.js';
import type { ClientBase, Provider } from '../../../platform/providers/registry.js';

export const OPENDATA_ATTRIBUTION = 'transport.opendata.ch (Opendata.ch, data: SBB/opentransportdata.swiss)';

/**
 * The part of /v1/connections we read (OpendataCH/Transport's Connection entity): each end's station,
 * times as "2016-12-23T14:36:00+0100", platform as text or null, duration as "00d00:15:00", the
 * number of changes and the products (line names) in order. Everything else is ignored.
 */
const end = z.object({
  station: z.object({ id: z.string().nullish(), name: z.string().nullish() }).nullish(),
  departure: z.string().nullish(),
  arrival: z.string().nullish(),
  platform: z.string().nullish(),
});
const connectionsAnswer = z.object({
  connections: z.array(
    z.object({
      from: end,
      to: end,
      duration: z.string().nullish(),
      transfers: z.number().int().nonnegative().nullish(),
      products: z.array(z.string()).nullish(),
    }),
  ),
});

/** "01d02:03:00" -> 1563 minutes; null when it is not that shape. */
export function durationMinutes(duration: string | null | undefined): number | null {
  const match = /^(\d+)d(\d{2}):(\d{2}):(\d{2})$/.exec(duration ?? '');
  if (!match) return null;
  const [, days, hours, minutes] = match.map(Number);
  return ((days ?? 0) * 24 + (hours ?? 0)) * 60 + (minutes ?? 0);
}

/** A stop as transport.opendata.ch accepts it: its DiDok number when we know it, else its name. */
export interface StopRef {
  id: string | null;
  name: string;
}

export interface OpendataOptions {
  baseUrl: string;
  timeoutMs: number;
  config: Config;
  now?: (() => number) | undefined;
}

/**
 * Timetables move by the minute: answers are shared for a minute per stop pair (the key holds the
 * minute too, so a new minute always asks again) and never served stale.
 */
const CACHE = { ttlMs: 60_000, staleMs: 0, maxEntries: 500 };

/** Live public-transport connections through transport.opendata.ch (no key; SBB's timetable). */
export class OpendataTransport implements Provider {
  readonly client: ProviderClient;
  private readonly now: () => number;

  constructor(base: ClientBase, options: OpendataOptions) {
    this.now = options.now ?? Date.now;
    this.client = new ProviderClient({
      ...base,
      baseUrl: options.baseUrl,
      timeoutMs: options.timeoutMs,
      attribution: OPENDATA_ATTRIBUTION,
      licenceUrl: 'https://opentransportdata.swiss/en/terms-of-use/',
      budget: providerBudget(options.config, 'transport'),
      cache: CACHE,
      ...(options.now ? { now: options.now } : {}),
    });
  }

  /** The next MAPS.connections connections from one stop to another, as given. Throws a ProviderError. */
  async connections(from: StopRef, to: StopRef) {
    const fromRef = from.id ?? from.name;
    const toRef = to.id ?? to.name;
    const query = new URLSearchParams({ from: fromRef, to: toRef, limit: String(MAPS.connections) });
    const minute = Math.floor(this.now() / 60_000);
    const { data, provenance } = await this.client.request({
      path: `/connections?${query.toString()}`,
      read: 'json',
      schema: connectionsAnswer,
      cacheKey: `${fromRef}|${toRef}|${minute}`,
    });
    const items = data.connections.flatMap((c): TransportConnection[] => {
      const minutes = durationMinutes(c.duration);
      // A connection without its times says nothing a visitor can use.
      if (!c.from.departure || !c.to.arrival || minutes === null) return [];
      return [
        {
          from: c.from.station?.name ?? from.name,
          to: c.to.station?.name ?? to.name,
          departure: c.from.departure,
          arrival: c.to.arrival,
          duration_min: minutes,
          transfers: c.transfers ?? 0,
          products: c.products ?? [],
          platform: c.from.platform || null,
        },
      ];
    });
    return { items: items.slice(0, MAPS.connections), provenance };
  }
}
