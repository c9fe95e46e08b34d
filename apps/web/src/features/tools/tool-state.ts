import { STORAGE_KEYS } from '@swiss/contract';
import { useState } from 'react';
import { storage } from '../../lib/storage';

/** The tools' choices (travel days, coverage, currency, cities, language), kept on the device. */
type ToolChoices = Record<string, string>;

function readChoices(): ToolChoices {
  const stored = storage.getJson<unknown>(STORAGE_KEYS.tools);
  if (typeof stored !== 'object' || stored === null || Array.isArray(stored)) return {};
  const choices: ToolChoices = {};
  for (const [key, value] of Object.entries(stored)) if (typeof value === 'string') choices[key] = value;
  return choices;
}

/** A tool choice that survives reloads; stored values that are no longer valid fall back. */
export function useToolChoice<T extends string>(
  name: string,
  fallback: T,
  isValid: (value: string) => value is T,
): [T, (value: T) => void] {
  const [value, setValue] = useState<T>(() => {
    const stored = readChoices()[name];
    return stored !== undefined && isValid(stored) ? stored : fallback;
  });
  const update = (next: T) => {
    setValue(next);
    storage.setJson(STORAGE_KEYS.tools, { ...readChoices(), [name]: next });
  };
  return [value, update];
}

export const oneOf =
  <T extends string>(values: readonly T[]) =>
  (value: string): value is T =>
    (values as readonly string[]).includes(value);

/** Any string (free inputs such as an amount; empty means the default). */
export const anyText = (value: string): value is string => value.length <= 20;
