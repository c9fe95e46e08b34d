import type { Place } from '@swiss/contract';
import { useTranslation } from 'react-i18next';
import { resolveLanguage } from '../../../lib/i18n';
import { glanceItems } from '../glance';

/** The summary strip under a place's title: canton, elevation, season, time, access, sustainability. */
export function PlaceGlance({ place }: { place: Place }) {
  const { t, i18n } = useTranslation();
  const items = glanceItems(place, resolveLanguage(i18n.language), (key, values) => t(key, values));
  return (
    <>
      <h2 className="visually-hidden">{t('place.glance.label')}</h2>
      <dl className="place-glance" data-testid="place-glance">
        {items.map((item) => (
          <div key={item.key} className="place-glance__item" data-testid={`glance-${item.key}`}>
            <dt>{item.label}</dt>
            <dd>{item.value}</dd>
          </div>
        ))}
      </dl>
    </>
  );
}
