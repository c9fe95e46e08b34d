import type { HourRange } from '@swiss/content/trip-plan';

/** "3 h" or "2–3 h", with the language's decimal sign. */
export function formatHours(range: HourRange, lang: string): string {
  const n = (v: number) => new Intl.NumberFormat(lang, { maximumFractionDigits: 1 }).format(v);
  return range.min === range.max ? `${n(range.min)} h` : `${n(range.min)}–${n(range.max)} h`;
}
