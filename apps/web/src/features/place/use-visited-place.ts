import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { analytics } from '../../lib/analytics';
import { resolveLanguage } from '../../lib/i18n';
import { progress } from '../../lib/progress';
import { usePlace } from './api/use-place';

/** A place page's place, counted as explored and viewed once it really loaded (both explorers). */
export function useVisitedPlace(id: string) {
  const { i18n } = useTranslation();
  const query = usePlace(id);
  const loaded = query.data?.place;
  // Only a place that really loaded counts as explored (Results: places explored).
  useEffect(() => {
    if (!loaded) return;
    progress.markExplored(loaded.id, loaded.category_key);
    analytics.placeView(loaded.id, resolveLanguage(i18n.language));
    // A language switch reloads the place; it is still the same view.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [loaded]);
  return query;
}
