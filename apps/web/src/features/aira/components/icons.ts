import type { AiraCategoryId } from '@swiss/contract';

/** Line icons (24-unit grid, for components/line-icon.tsx): drawn, so no emoji font is needed. */
export const CATEGORY_ICONS: Record<AiraCategoryId, string> = {
  all: 'M12 21s-6.5-5.6-6.5-11a6.5 6.5 0 0 1 13 0c0 5.4-6.5 11-6.5 11Zm0-8.5a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5Z',
  restaurants: 'M7 3v18M5 3v5a2 2 0 0 0 4 0V3M17 21V3c-2 1-3 4-3 7h3',
  hotels: 'M3 19V6m0 8h18v5M21 14a3 3 0 0 0-3-3h-7v3M7 9.5a1.5 1.5 0 1 0 0 3 1.5 1.5 0 0 0 0-3Z',
  attractions: 'M3 21h18M4 10h16M12 3 3 8h18l-9-5ZM6 10v8m4-8v8m4-8v8m4-8v8',
  shopping: 'M5 8h14l-1 13H6L5 8Zm4 0V6a3 3 0 0 1 6 0v2',
  healthcare: 'M9 3h6v6h6v6h-6v6H9v-6H3V9h6V3Z',
  finance:
    'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18Zm2.5 6.5C14 8.5 13 8 12 8c-1.4 0-2.5.8-2.5 2s1.1 1.7 2.5 2 2.5.8 2.5 2-1.1 2-2.5 2c-1 0-2-.5-2.5-1.5M12 6.5V8m0 8v1.5',
  gas_stations: 'M4 21V5a2 2 0 0 1 2-2h6a2 2 0 0 1 2 2v16M3 21h12M4 10h10M14 8l3 3v6a1.5 1.5 0 0 0 3 0V8l-3-3',
  transport: 'M6 3h12a1 1 0 0 1 1 1v11a3 3 0 0 1-3 3H8a3 3 0 0 1-3-3V4a1 1 0 0 1 1-1Zm-1 8h14M8 21l2-3m6 3-2-3',
};

export const THEME_ICON =
  'M12 3a9 9 0 0 0 0 18c1 0 1.5-.7 1.5-1.5 0-.9-.8-1.4-.8-2.1 0-.8.7-1.4 1.5-1.4H16a5 5 0 0 0 5-5c0-4.4-4-8-9-8ZM7.5 12.5h.01M9.5 8h.01M14.5 8h.01M17 11.5h.01';
export const CITY_ICON = 'M3 21h18M5 21V8l5-3v16M10 21V3h9v18M13 7h3m-3 4h3m-3 4h3';
