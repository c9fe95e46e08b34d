import type * as z from 'zod/mini';
import { useSyncExternalStore } from 'react';
import { storage } from './storage';

/**
 * One value kept on the visitor's device (localStorage), typed and validated. Every store of the app
 * (trip plan, progress, voice, theme, language, device token and id, and AIRA's favorites, markers and
 * objects) is made with `defineDeviceStore`, so reading, migrating, cross-tab sync and the failure
 * modes of storage (private mode, full quota) are written once.
 */
export interface DeviceStore<T> {
  /** The kept value; the fallback when nothing valid is kept. The same object until it changes. */
  get: () => T;
  /** Keeps a new value (in memory even when the device refuses to store it). */
  set: (value: T) => void;
  update: (change: (current: T) => T) => void;
  /** Forgets the value (and its legacy keys): `get()` answers the fallback again. */
  clear: () => void;
  /** Called after every change, in this tab or (through the `storage` event) in another. */
  subscribe: (listener: () => void) => () => void;
  /** Re-reads the device (normally the `storage` event does this). */
  reload: () => void;
}

/** A key an older version kept beside the current one; folded in once and then removed. */
export interface LegacyKey<T> {
  key: string;
  merge(current: T, raw: string): T;
}

export interface DeviceStoreOptions<T> {
  /** The localStorage key. Existing keys never change: visitors' data must survive an upgrade. */
  key: string;
  /** The current shape (zod/mini: the browser bundle must not carry zod classic). */
  schema: z.ZodMiniType<T>;
  /** What `get()` answers when nothing valid is kept. A function makes a fresh value each time. */
  fallback: T | (() => T);
  /**
   * `json` (default) keeps JSON; `text` keeps a bare string, as the oldest keys (theme, language,
   * voice, token) always did, so their stored values stay readable by this and older versions.
   */
  format?: 'json' | 'text';
  /**
   * Turns an older or partly broken shape (anything the schema refuses) into the current one, or
   * answers undefined to drop it. The migrated value is checked against the schema and kept.
   * Versions are told apart by shape, not by a version field: today's keys never had one, and a tab
   * still running an older build keeps reading what this one writes.
   */
  migrate?: (stored: unknown) => T | undefined;
  legacy?: readonly LegacyKey<T>[];
}

const NOT_PARSED = Symbol('not parsed');
/** Stores by key, for the one `storage` listener below. */
const registry = new Map<string, () => void>();

function decode(raw: string, format: 'json' | 'text'): unknown {
  if (format === 'text') return raw;
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return NOT_PARSED;
  }
}

export function defineDeviceStore<T>(options: DeviceStoreOptions<T>): DeviceStore<T> {
  const { key, schema, format = 'json', migrate, legacy = [] } = options;
  const fallback = (): T =>
    typeof options.fallback === 'function' ? (options.fallback as () => T)() : options.fallback;
  const encode = (value: T): string => (format === 'text' ? String(value) : JSON.stringify(value));
  const listeners = new Set<() => void>();
  let cached: { value: T } | undefined;

  function persist(value: T): void {
    storage.set(key, encode(value)); // never throws: a refusing device keeps the value in memory
  }

  function read(): T {
    const raw = storage.get(key);
    let value: T | undefined;
    let migrated = false;
    if (raw !== null) {
      const decoded = decode(raw, format);
      const parsed = schema.safeParse(decoded);
      if (parsed.success) value = parsed.data;
      else if (migrate && decoded !== NOT_PARSED) {
        const candidate = schema.safeParse(migrate(decoded));
        if (candidate.success) [value, migrated] = [candidate.data, true];
      }
    }
    for (const old of legacy) {
      const oldRaw = storage.get(old.key);
      if (oldRaw === null) continue;
      const merged = schema.safeParse(old.merge(value ?? fallback(), oldRaw));
      if (merged.success) [value, migrated] = [merged.data, true];
      storage.remove(old.key);
    }
    if (value === undefined) return fallback();
    if (migrated) persist(value);
    return value;
  }

  function notify(): void {
    for (const listener of listeners) listener();
  }

  const store: DeviceStore<T> = {
    get: () => {
      if (typeof window === 'undefined') return fallback();
      cached ??= { value: read() };
      return cached.value;
    },
    set: (value) => {
      cached = { value };
      persist(value);
      notify();
    },
    update: (change) => {
      store.set(change(store.get()));
    },
    clear: () => {
      storage.remove(key);
      for (const old of legacy) storage.remove(old.key);
      cached = undefined;
      notify();
    },
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    reload: () => {
      cached = undefined;
      notify();
    },
  };
  for (const watched of [key, ...legacy.map((old) => old.key)]) registry.set(watched, store.reload);
  return store;
}

/** React: a store's value, re-rendering on every change (also one from another tab). */
export function useDeviceStore<T>(store: DeviceStore<T>): T {
  return useSyncExternalStore(store.subscribe, store.get, store.get);
}

// Another tab wrote (or cleared: key null) the storage: the stores it touched re-read and notify.
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === null) for (const reload of new Set(registry.values())) reload();
    else registry.get(event.key)?.();
  });
}
