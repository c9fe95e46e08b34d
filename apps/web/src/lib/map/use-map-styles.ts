import { MAP_VIEW_MODES, type MapStyles, type MapViewMode } from '@swiss/contract';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useOfflineState } from '../offline/state';
import { useClientConfig } from './use-map-tiles';

export interface MapModeAvailability {
  available: boolean;
  /** Why not, in the visitor's language (for the mode's button); null when available. */
  needs: string | null;
}

export interface MapStylesState {
  /** The deployment's online sources; null until read (or when /api/config could not be read). */
  styles: MapStyles | null;
  online: boolean;
  modes: Record<MapViewMode, MapModeAvailability>;
  /** What `mode` needs, translated, or null when it can be shown now. */
  needs: (mode: MapViewMode) => string | null;
}

/** Which online source each view mode needs ('street' never needs one: the offline map is a street map). */
const NEEDED: Record<MapViewMode, keyof MapStyles | null> = {
  street: null,
  satellite: 'satellite',
  '3d': 'terrain',
  traffic: 'traffic',
};

/**
 * The view modes the maps modal can offer: one whose source this deployment has not set up (or
 * that needs the connection the device lacks) says what it needs instead of leading nowhere.
 */
export function useMapStyles(): MapStylesState {
  const { t } = useTranslation();
  const config = useClientConfig();
  const { online } = useOfflineState();
  const styles = config?.map_styles ?? null;
  return useMemo(() => {
    const entries = MAP_VIEW_MODES.map((mode): [MapViewMode, MapModeAvailability] => {
      const source = NEEDED[mode];
      if (source === null) return [mode, { available: true, needs: null }];
      if (!styles?.[source]) return [mode, { available: false, needs: t(`map.needs.${source}`) }];
      if (!online) return [mode, { available: false, needs: t('map.needs.connection') }];
      return [mode, { available: true, needs: null }];
    });
    const modes = Object.fromEntries(entries) as Record<MapViewMode, MapModeAvailability>;
    return { styles, online, modes, needs: (mode: MapViewMode) => modes[mode].needs };
  }, [styles, online, t]);
}
