/**
 * The Pulse tabs in their priority order (§2: location, weather, local, environment, ai-chat
 * ('Neural Assistant'), insights); the first is the default. Reorder this array to reprioritise.
 */
export const PULSE_TAB_ORDER = ['location', 'weather', 'local', 'environment', 'ai-chat', 'insights'] as const;
export type PulseTab = (typeof PULSE_TAB_ORDER)[number];
export const DEFAULT_PULSE_TAB: PulseTab = PULSE_TAB_ORDER[0];

/** The WAI-ARIA tabs pattern: arrows move (and wrap), Home and End jump; other keys do nothing. */
export function nextTabIndex(key: string, current: number, count: number): number | null {
  if (key === 'ArrowRight' || key === 'ArrowDown') return (current + 1) % count;
  if (key === 'ArrowLeft' || key === 'ArrowUp') return (current - 1 + count) % count;
  if (key === 'Home') return 0;
  if (key === 'End') return count - 1;
  return null;
}

/** WMO weather code -> the condition's key in aira.pulse.wmo (translated by the UI's language). */
export function wmoKey(code: number | null): string | null {
  if (code === null) return null;
  if (code === 0) return 'clear';
  if (code === 1) return 'mainlyClear';
  if (code === 2) return 'partlyCloudy';
  if (code === 3) return 'overcast';
  if (code === 45 || code === 48) return 'fog';
  if (code >= 51 && code <= 57) return 'drizzle';
  if ((code >= 61 && code <= 67) || (code >= 80 && code <= 82)) return 'rain';
  if ((code >= 71 && code <= 77) || code === 85 || code === 86) return 'snow';
  if (code >= 95) return 'thunderstorm';
  return null;
}
