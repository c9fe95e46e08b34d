import type { AiraPlace } from '@swiss/contract';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { aheadKey, placesAhead, type LatLng } from './ar-geometry';

/** At most one announcement this often, so turning slowly does not flood the screen reader. */
const THROTTLE_MS = 2000;

/**
 * The screen-reader mode: a polite live region naming the places ahead ("Chapel Bridge, 300 metres,
 * two o'clock"). It speaks only when the set of places ahead or a clock position changes.
 */
export function ArAnnouncer({ places, at, heading }: { places: readonly AiraPlace[]; at: LatLng; heading: number }) {
  const { t, i18n } = useTranslation();
  const ahead = placesAhead(places, at, heading);
  const key = aheadKey(ahead);
  const latest = useRef(ahead);
  useLayoutEffect(() => {
    latest.current = ahead;
  });
  const lastSpoken = useRef(0);
  const [text, setText] = useState('');

  useEffect(() => {
    const speak = () => {
      lastSpoken.current = Date.now();
      const metres = new Intl.NumberFormat(i18n.language, { style: 'unit', unit: 'meter', unitDisplay: 'long' });
      const list = latest.current;
      setText(
        list.length === 0
          ? t('aira.ar.aheadNone')
          : list
              .map((place) =>
                t('aira.ar.aheadItem', {
                  name: place.name,
                  distance: metres.format(Math.round(place.distanceM / 10) * 10),
                  clock: t(`aira.ar.clock.${place.hour}`),
                }),
              )
              .join('. '),
      );
    };
    const wait = lastSpoken.current + THROTTLE_MS - Date.now();
    if (wait <= 0) {
      speak();
      return;
    }
    const timer = window.setTimeout(speak, wait);
    return () => window.clearTimeout(timer);
  }, [key, t, i18n.language]);

  return (
    <p className="aira-ar__announcer" aria-live="polite" data-testid="aira-ar-announcer">
      {text}
    </p>
  );
}
