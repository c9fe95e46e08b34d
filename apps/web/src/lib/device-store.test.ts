import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';
import { defineDeviceStore, type DeviceStoreOptions } from './device-store';

const counterSchema = z.object({ count: z.int() });
type Counter = z.infer<typeof counterSchema>;

/** A fresh key per test: the module-level registry keeps every store ever defined. */
let n = 0;
function counterStore(extra: Partial<DeviceStoreOptions<Counter>> = {}) {
  n += 1;
  const key = `test_counter_${n}`;
  return { key, store: defineDeviceStore<Counter>({ key, schema: counterSchema, fallback: { count: 0 }, ...extra }) };
}

describe('defineDeviceStore', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => vi.restoreAllMocks());

  it('answers the fallback when nothing, broken JSON or a value of the wrong shape is kept', () => {
    const { key, store } = counterStore();
    expect(store.get()).toEqual({ count: 0 });
    localStorage.setItem(key, '{not json');
    store.reload();
    expect(store.get()).toEqual({ count: 0 });
    localStorage.setItem(key, JSON.stringify({ count: 'many' }));
    store.reload();
    expect(store.get()).toEqual({ count: 0 });
  });

  it('writes, reads back in a fresh store, and keeps one snapshot object until a change', () => {
    const { key, store } = counterStore();
    store.set({ count: 3 });
    expect(JSON.parse(localStorage.getItem(key) ?? 'null')).toEqual({ count: 3 });
    expect(store.get()).toBe(store.get());
    const again = defineDeviceStore<Counter>({ key, schema: counterSchema, fallback: { count: 0 } });
    expect(again.get()).toEqual({ count: 3 });
  });

  it('migrates an old shape, keeps the migrated value and drops what cannot be migrated', () => {
    const migrate = (old: unknown) => (typeof old === 'number' ? { count: old } : undefined);
    const { key, store } = counterStore({ migrate });
    localStorage.setItem(key, '7');
    expect(store.get()).toEqual({ count: 7 });
    expect(JSON.parse(localStorage.getItem(key) ?? 'null')).toEqual({ count: 7 });
    localStorage.setItem(key, '"seven"');
    store.reload();
    expect(store.get()).toEqual({ count: 0 });
  });

  it('folds a legacy key into the value once and removes it', () => {
    const { key, store } = counterStore({
      legacy: [{ key: 'test_old_counter', merge: (current, raw) => ({ count: current.count + Number(raw) }) }],
    });
    localStorage.setItem(key, JSON.stringify({ count: 1 }));
    localStorage.setItem('test_old_counter', '4');
    expect(store.get()).toEqual({ count: 5 });
    expect(localStorage.getItem('test_old_counter')).toBeNull();
    expect(JSON.parse(localStorage.getItem(key) ?? 'null')).toEqual({ count: 5 });
  });

  it('keeps bare text values as text', () => {
    n += 1;
    const key = `test_text_${n}`;
    const store = defineDeviceStore({ key, format: 'text', schema: z.enum(['on', 'off']), fallback: 'off' as const });
    localStorage.setItem(key, 'on');
    expect(store.get()).toBe('on');
    store.set('off');
    expect(localStorage.getItem(key)).toBe('off');
  });

  it("follows another tab's write and clear through the storage event", () => {
    const { key, store } = counterStore();
    const listener = vi.fn();
    store.subscribe(listener);
    expect(store.get()).toEqual({ count: 0 });
    localStorage.setItem(key, JSON.stringify({ count: 9 }));
    window.dispatchEvent(new StorageEvent('storage', { key }));
    expect(listener).toHaveBeenCalledTimes(1);
    expect(store.get()).toEqual({ count: 9 });
    window.dispatchEvent(new StorageEvent('storage', { key: 'some_other_key' }));
    expect(listener).toHaveBeenCalledTimes(1);
    localStorage.clear();
    window.dispatchEvent(new StorageEvent('storage', { key: null }));
    expect(listener).toHaveBeenCalledTimes(2);
    expect(store.get()).toEqual({ count: 0 });
  });

  it('keeps working in memory when the device refuses to store (private mode, full quota)', () => {
    const { store } = counterStore();
    const quota = new DOMException('full', 'QuotaExceededError');
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw quota;
    });
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    const listener = vi.fn();
    store.subscribe(listener);
    expect(store.get()).toEqual({ count: 0 });
    expect(() => store.set({ count: 2 })).not.toThrow();
    expect(store.get()).toEqual({ count: 2 });
    expect(listener).toHaveBeenCalledTimes(1);
  });
});
