import type { MapViewMode } from '@swiss/contract';
// From use-map-styles, not geo-map: the dialog must not pull MapLibre in before LazyGeoMap loads it.
import { useMapStyles } from '../../../lib/map/use-map-styles';

/** Per view mode: shown, or the sentence saying what it needs (DEVIATIONS 20). */
export type ViewModeAvailability = Record<MapViewMode, { available: true } | { available: false; needs: string }>;

/**
 * The maps modal's view of the map's sources (lib/map's useMapStyles): which modes can be shown
 * now. Kept in one place so the modal does not depend on how the map describes its styles.
 */
export function useViewModes(): ViewModeAvailability {
  const styles = useMapStyles();
  const entry = (mode: MapViewMode) => {
    const needs = styles.needs(mode);
    return needs === null ? ({ available: true } as const) : ({ available: false, needs } as const);
  };
  return { traffic: entry('traffic'), '3d': entry('3d'), street: entry('street'), satellite: entry('satellite') };
}
