import { AR, MAPS, type AiraPlace, type Directions, type MapMarker, type MapViewMode } from '@swiss/contract';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { describeError } from '../../../lib/errors';
import { useDeviceStore } from '../../../lib/device-store';
import type { ChatTransport } from '../../../lib/chat/use-chat';
import type { VoiceTransport } from '../voice/kernel/use-voice-chat';
import type { VoicePlayer } from '../voice/kernel/audio-player';
import type { Recording, RecordingOptions } from '../voice/kernel/recorder';
import type { GeoMapMarker } from '../../../lib/map/geo-map-types';
import { LazyGeoMap } from '../../../lib/map/lazy-geo-map';
import { AiraDialog } from '../components/aira-dialog';
import { useActiveCategory } from '../lib/active-category';
import { loadDirections as fetchDirections, type DirectionsEnds } from './directions-api';
import { DirectionsView } from './directions-view';
import { MapsAssistant } from './maps-assistant';
import { addMarker, markersStore, removeMarker } from './markers';
import { NEARBY_SHOWN, NearbyList } from './nearby-list';
import { shareLocation, shareUrl, type ShareTarget } from './share';
import { useNearby, type PlacesLoader } from './use-nearby';
import { useViewModes } from './use-view-modes';
import { StreetLevelButton } from './street-level';
import { ViewModePicker } from './view-mode-picker';
import './maps.css';

interface Point {
  lat: number;
  lng: number;
}

/** What the modal talks to; the defaults are the real API, browser share and chat (tests bring fakes). */
export interface MapsServices {
  loadDirections?: (ends: DirectionsEnds, signal?: AbortSignal) => Promise<Directions>;
  loadPlaces?: PlacesLoader;
  chatTransport?: ChatTransport;
  voiceTransport?: VoiceTransport;
  recorder?: (options: RecordingOptions) => Promise<Recording>;
  player?: VoicePlayer;
  shareTarget?: ShareTarget;
}

type Destination = Point & { id: string; name: string };

type DirectionsState =
  | { status: 'idle' }
  | { status: 'loading'; destination: Destination }
  | { status: 'ready'; destination: Destination; directions: Directions }
  | { status: 'error'; destination: Destination; error: unknown };

const placeKey = (place: AiraPlace) => `place:${place.place_id}`;
const markerKey = (marker: MapMarker) => `marker:${marker.id}`;

/**
 * AIRA's Maps modal (spec §2, §4; DEVIATIONS 10, 20, 22): the map at the visitor's position, its
 * view modes, the visitor's markers (kept on the device), the nearby places of the home's category,
 * directions by public transport to a chosen place or marker, sharing the point, and ARIA's chat.
 */
export function MapsDialog({
  position,
  placeName,
  onClose,
  services = {},
}: {
  position: Point;
  placeName: string | null;
  onClose: () => void;
  services?: MapsServices;
}) {
  const { t } = useTranslation();
  const modes = useViewModes();
  const [mode, setMode] = useState<MapViewMode>('street');
  const markers = useDeviceStore(markersStore);
  const category = useActiveCategory();
  const nearby = useNearby(position, services.loadPlaces);
  // Every point of interest around, drawn as the map's vector layer of context dots.
  const around = useNearby(position, services.loadPlaces);
  const runAround = around.run;
  useEffect(() => {
    void runAround('all');
  }, [runAround]);
  const points = useMemo(
    () =>
      around.state.status === 'ready'
        ? around.state.response.results.map((place) => ({ lat: place.lat, lng: place.lng }))
        : [],
    [around.state],
  );
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [directions, setDirections] = useState<DirectionsState>({ status: 'idle' });
  const [status, setStatus] = useState<string>('');

  // The share notice is a short toast (§9: 2 s); other notices stay until the next action.
  const [toastUntil, setToastUntil] = useState(0);
  useEffect(() => {
    if (!toastUntil) return;
    const timer = window.setTimeout(() => {
      setStatus('');
      setToastUntil(0);
    }, AR.alertToastMs);
    return () => window.clearTimeout(timer);
  }, [toastUntil]);

  const places = nearby.state.status === 'ready' ? nearby.state.response.results.slice(0, NEARBY_SHOWN) : [];
  const destinations: Destination[] = [
    ...places.map((place) => ({ id: placeKey(place), name: place.name, lat: place.lat, lng: place.lng })),
    ...markers.map((marker) => ({ id: markerKey(marker), name: marker.label, lat: marker.lat, lng: marker.lng })),
  ];
  const selected = destinations.find((destination) => destination.id === selectedId) ?? null;
  const mapMarkers: GeoMapMarker[] = [
    ...places.map((place) => ({
      id: placeKey(place),
      lat: place.lat,
      lng: place.lng,
      label: place.name,
      kind: 'place' as const,
    })),
    ...markers.map((marker) => ({
      id: markerKey(marker),
      lat: marker.lat,
      lng: marker.lng,
      label: marker.label,
      kind: 'marker' as const,
    })),
  ];

  const notify = (text: string, toast = false) => {
    setStatus(text);
    setToastUntil(toast ? Date.now() : 0);
  };

  const onAddMarker = () => {
    const marker = addMarker(position, (n) => t('aira.maps.markers.label', { n }));
    setSelectedId(markerKey(marker));
    notify(t('aira.maps.markers.added', { label: marker.label }));
  };

  const onDirections = async (destination: Destination | null) => {
    if (!destination) {
      notify(t('aira.maps.directions.chooseFirst'));
      return;
    }
    notify('');
    setDirections({ status: 'loading', destination });
    const load = services.loadDirections ?? fetchDirections;
    try {
      const answer = await load({
        from: position,
        to: { lat: destination.lat, lng: destination.lng, name: destination.name },
      });
      setDirections({ status: 'ready', destination, directions: answer });
    } catch (error) {
      setDirections({ status: 'error', destination, error });
    }
  };

  const onShare = async () => {
    const point = selected ?? { ...position, name: placeName ?? t('aira.maps.share.yourPosition') };
    const url = shareUrl(point, MAPS.zoom);
    const outcome = await shareLocation(
      {
        title: t('aira.maps.share.title'),
        text: t('aira.maps.share.text', { name: point.name, lat: point.lat.toFixed(5), lng: point.lng.toFixed(5) }),
        url,
      },
      services.shareTarget,
    );
    if (outcome === 'copied') notify(t('aira.maps.share.copied'), true);
    else if (outcome === 'failed') notify(t('aira.maps.share.failed', { url }));
  };

  return (
    <AiraDialog title={t('aira.maps.title')} onClose={onClose} testId="aira-maps" className="aira-maps">
      <ViewModePicker mode={mode} modes={modes} onMode={setMode} />
      <div className="aira-maps__map" data-testid="aira-maps-map">
        <LazyGeoMap
          center={position}
          zoom={MAPS.zoom}
          markers={mapMarkers}
          points={points}
          mode={mode}
          label={t('aira.maps.mapLabel')}
          selectedId={selectedId}
          onSelect={setSelectedId}
          you
          height="min(45vh, 22rem)"
        />
      </div>
      <div className="aira-actions" role="group" aria-label={t('aira.maps.actions')}>
        <button type="button" className="aira-button" onClick={onAddMarker} data-testid="aira-maps-add-marker">
          {t('aira.maps.markers.add')}
        </button>
        <button
          type="button"
          className="aira-button aira-button--ghost"
          aria-disabled={!selected || directions.status === 'loading'}
          onClick={() => {
            if (directions.status !== 'loading') void onDirections(selected);
          }}
          data-testid="aira-maps-directions"
        >
          {t('aira.maps.directions.button')}
        </button>
        <button
          type="button"
          className="aira-button aira-button--ghost"
          aria-disabled={nearby.state.status === 'loading'}
          onClick={() => {
            if (nearby.state.status !== 'loading') void nearby.run(category);
          }}
          data-testid="aira-maps-nearby-button"
        >
          {t('aira.maps.nearby.button')}
        </button>
        <button
          type="button"
          className="aira-button aira-button--ghost"
          onClick={() => void onShare()}
          data-testid="aira-maps-share"
        >
          {t('aira.maps.share.button')}
        </button>
        <StreetLevelButton at={selected ?? position} onNeeds={(sentence) => notify(sentence)} />
      </div>
      <p className="aira-maps__status" role="status" data-testid="aira-maps-status">
        {status}
      </p>
      {selected && (
        <p className="aira-muted" data-testid="aira-maps-selected">
          {t('aira.maps.selected', { name: selected.name })}
        </p>
      )}

      <section className="aira-maps__panel" aria-labelledby="aira-maps-markers-title">
        <h3 id="aira-maps-markers-title">{t('aira.maps.markers.title')}</h3>
        {markers.length === 0 ? (
          <p className="aira-muted">{t('aira.maps.markers.empty')}</p>
        ) : (
          <ul className="aira-maps__list" data-testid="aira-maps-markers">
            {markers.map((marker) => (
              <li key={marker.id} className="aira-maps__row">
                <button
                  type="button"
                  className="aira-maps__item"
                  aria-pressed={selectedId === markerKey(marker)}
                  onClick={() => setSelectedId(markerKey(marker))}
                >
                  <span className="aira-maps__item-name">{marker.label}</span>
                  <span className="aira-muted">
                    {' '}
                    · {marker.lat.toFixed(4)}, {marker.lng.toFixed(4)}
                  </span>
                </button>
                <button
                  type="button"
                  className="aira-button aira-button--ghost"
                  aria-label={t('aira.maps.markers.remove', { label: marker.label })}
                  onClick={() => {
                    if (selectedId === markerKey(marker)) setSelectedId(null);
                    removeMarker(marker.id);
                  }}
                >
                  {t('aira.maps.markers.removeShort')}
                </button>
              </li>
            ))}
          </ul>
        )}
      </section>

      <NearbyList
        state={nearby.state}
        selectedId={selectedId}
        onSelect={(place) => setSelectedId(placeKey(place))}
        onRetry={() => void nearby.run(nearby.state.status === 'error' ? nearby.state.category : category)}
      />

      {directions.status !== 'idle' && (
        <section
          className="aira-maps__panel"
          aria-labelledby="aira-maps-directions-title"
          data-testid="aira-maps-directions-panel"
        >
          <h3 id="aira-maps-directions-title">
            {t('aira.maps.directions.title', { destination: directions.destination.name })}
          </h3>
          {directions.status === 'loading' && (
            <p role="status" className="aira-muted">
              {t('aira.maps.directions.loading')}
            </p>
          )}
          {directions.status === 'error' && (
            <div role="alert" data-testid="aira-maps-directions-error">
              <p>
                {t('aira.maps.directions.error')} {describeError(directions.error)}
              </p>
              <button
                type="button"
                className="aira-button aira-button--ghost"
                onClick={() => void onDirections(directions.destination)}
              >
                {t('aira.live.retry')}
              </button>
            </div>
          )}
          {directions.status === 'ready' && (
            <DirectionsView directions={directions.directions} destination={directions.destination.name} />
          )}
        </section>
      )}

      <MapsAssistant
        position={position}
        placeName={placeName}
        services={{
          ...(services.chatTransport && { transport: services.chatTransport }),
          ...(services.voiceTransport && { voiceTransport: services.voiceTransport }),
          ...(services.recorder && { recorder: services.recorder }),
          ...(services.player && { player: services.player }),
        }}
      />
    </AiraDialog>
  );
}
