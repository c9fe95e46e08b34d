import { MAP_VIEW_MODES, type MapViewMode } from '@swiss/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ViewModeAvailability } from './use-view-modes';

/**
 * The view modes in the spec's order as a toggle group (aria-pressed). A mode whose source is not
 * set up is still a button: pressing it says what it needs instead of switching (DEVIATIONS 20).
 */
export function ViewModePicker({
  mode,
  modes,
  onMode,
}: {
  mode: MapViewMode;
  modes: ViewModeAvailability;
  onMode: (mode: MapViewMode) => void;
}) {
  const { t } = useTranslation();
  const [note, setNote] = useState<{ mode: MapViewMode; text: string } | null>(null);
  return (
    <div className="aira-maps__modes-box">
      <div className="aira-maps__modes" role="group" aria-label={t('aira.maps.modes.label')}>
        {MAP_VIEW_MODES.map((candidate) => {
          const availability = modes[candidate];
          return (
            <button
              key={candidate}
              type="button"
              className="aira-button aira-button--ghost aira-maps__mode"
              aria-pressed={candidate === mode}
              data-available={availability.available}
              data-testid={`aira-maps-mode-${candidate}`}
              onClick={() => {
                if (availability.available) {
                  setNote(null);
                  onMode(candidate);
                } else setNote({ mode: candidate, text: availability.needs });
              }}
            >
              {t(`aira.maps.modes.${candidate}`)}
              {!availability.available && <span className="visually-hidden"> ({t('aira.maps.modes.notSetUp')})</span>}
            </button>
          );
        })}
      </div>
      <p className="aira-muted aira-maps__mode-note" role="status" data-testid="aira-maps-mode-note">
        {note ? t('aira.maps.modes.needs', { mode: t(`aira.maps.modes.${note.mode}`), needs: note.text }) : ''}
      </p>
    </div>
  );
}
