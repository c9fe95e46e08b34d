/** Flags seeded on first start; later changes made by an admin are kept. */
export const DEFAULT_FLAGS = [
  {
    key: 'bhms_explorer_v2',
    enabled: true,
    description: 'Show the v2 Swiss Explorer (category grid, place pages) instead of the older explorer.',
  },
] as const;
