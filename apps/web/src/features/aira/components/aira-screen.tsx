import type { AiraCategoryId, AiraPlace } from '@swiss/contract';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { describeError } from '../../../lib/errors';
import { geocode } from '../api/aira-api';
import { usePlaces } from '../api/use-places';
import { looksLikeAddress } from '../lib/address';
import { setActiveCategory } from '../lib/active-category';
import { setPosition, usePositionState } from '../position/position-store';
import type { AiraPosition } from '../position/detect-position';
import { AiraDialog } from './aira-dialog';
import { AiraFrame } from './aira-frame';
import { AiraLoader } from './aira-loader';
import { CategoryCards } from './category-cards';
import { EnvironmentalImpact } from './environmental-impact';
import { FavoritesSection } from './favorites-section';
import { LiveHome } from '../live/live-home';
import { LocationStatus } from './location-status';
import { PlaceDetail } from './place-detail';
import { PlacesSection } from './places-section';
import { SearchBar } from './search-bar';

/** AIRA's mobile home (spec §2): search, categories, places near you, impact and favorites. */
export function AiraScreen() {
  const { starting, position, provisional, placeName } = usePositionState();
  return (
    <AiraFrame>
      {starting || !position ? (
        <AiraLoader />
      ) : (
        <AiraHome position={position} provisional={provisional} placeName={placeName} />
      )}
    </AiraFrame>
  );
}

function AiraHome({
  position,
  provisional,
  placeName,
}: {
  position: AiraPosition;
  provisional: boolean;
  placeName: string | null;
}) {
  const { t } = useTranslation();
  const places = usePlaces(position);
  const [text, setText] = useState('');
  const [geocoding, setGeocoding] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const [viewing, setViewing] = useState<AiraPlace | null>(null);
  const request = places.state.request;
  const busy = geocoding || places.state.status === 'loading';
  const searching = geocoding || (places.state.status === 'loading' && request.kind === 'search');
  const selected = request.kind === 'category' ? request.category : null;
  // The header's Maps modal asks Nearby for the category shown here (a search keeps the last one).
  useEffect(() => {
    if (selected) setActiveCategory(selected);
  }, [selected]);

  const selectCategory = (category: AiraCategoryId) => {
    if (searching) return; // spec §4: category clicks are ignored while searching
    setText('');
    setMessage(null);
    places.run({ kind: 'category', category }, { force: true });
  };

  const search = async (term: string) => {
    if (busy) return; // a search in progress blocks a new one (spec §4)
    setMessage(null);
    if (looksLikeAddress(term)) {
      setGeocoding(true);
      try {
        const found = await geocode(term);
        if (found) {
          places.prepare({ kind: 'category', category: 'all' });
          setPosition({ lat: found.lat, lng: found.lng, source: 'address', accuracyM: null, name: found.name });
          return;
        }
      } catch (error) {
        setMessage(`${t('aira.search.failed')} ${describeError(error)}`);
        return;
      } finally {
        setGeocoding(false);
      }
    }
    places.run({ kind: 'search', keyword: term });
  };

  const results = places.state.status === 'ready' ? places.state.response.results : [];
  return (
    <div className="aira-home">
      <LocationStatus position={position} provisional={provisional} placeName={placeName} />
      <SearchBar text={text} onText={setText} busy={busy} message={message} onSearch={(term) => void search(term)} />
      <LiveHome position={position} />
      <CategoryCards selected={selected} busy={searching} onSelect={selectCategory} />
      <PlacesSection
        state={places.state}
        onView={setViewing}
        onCategory={selectCategory}
        onRetry={() => places.run(places.state.request, { force: true })}
      />
      <EnvironmentalImpact places={results} />
      <FavoritesSection onView={setViewing} />
      {viewing && (
        <AiraDialog title={viewing.name} onClose={() => setViewing(null)} testId="aira-place-dialog">
          <PlaceDetail place={viewing} showPageLink />
        </AiraDialog>
      )}
    </div>
  );
}
