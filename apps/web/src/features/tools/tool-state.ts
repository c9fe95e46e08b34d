import { STORAGE_KEYS } from '@swiss/contract';
import { useState } from 'react';
import * as z from 'zod/mini';
import { defineDeviceStore } from '../../lib/device-store';

/** The tools' choices (travel days, coverage, currency, cities, language), kept on the device. */
type ToolChoices = Record<string, string>;

const choicesStore = defineDeviceStore<ToolChoices>({
  key: STORAGE_KEYS.tools,
  schema: z.record(z.string(), z.string()),
  fallback: {},
  // A record with some non-text values keeps its text ones.
  migrate: (stored) =>
    typeof stored === 'object' && stored !== null && !Array.isArray(stored)
      ? Object.fromEntries(
          Object.entries(stored).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
        )
      : undefined,
});

/** A tool choice that survives reloads; stored values that are no longer valid fall back. */
export function useToolChoice<T extends string>(
  name: string,
  fallback: T,
  isValid: (value: string) => value is T,
): [T, (value: T) => void] {
  const [value, setValue] = useState<T>(() => {
    const stored = choicesStore.get()[name];
    return stored !== undefined && isValid(stored) ? stored : fallback;
  });
  const update = (next: T) => {
    setValue(next);
    choicesStore.update((choices) => ({ ...choices, [name]: next }));
  };
  return [value, update];
}

export const oneOf =
  <T extends string>(values: readonly T[]) =>
  (value: string): value is T =>
    (values as readonly string[]).includes(value);

/** Any string (free inputs such as an amount; empty means the default). */
export const anyText = (value: string): value is string => value.length <= 20;
