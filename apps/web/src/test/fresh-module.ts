import { vi } from 'vitest';

/**
 * A module as a newly loaded page gets it: the module registry is reset, so the module (and the
 * device stores it defines) reads the device's storage again, as the test prepared it.
 */
export async function freshModule<T>(load: () => Promise<T>): Promise<T> {
  vi.resetModules();
  return load();
}
