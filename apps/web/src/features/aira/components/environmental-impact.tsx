import type { AiraPlace } from '@swiss/contract';
import { useTranslation } from 'react-i18next';
import { co2Amount, nearestTrips } from '../lib/carbon';
import { formatDistance } from '../lib/format';

/** Environmental Impact (spec §2, §9): a trip's CO2 to the 5 nearest places, and what transit saves. */
export function EnvironmentalImpact({ places }: { places: readonly AiraPlace[] }) {
  const { t, i18n } = useTranslation();
  const trips = nearestTrips(places);
  const kg = (value: number) => {
    const amount = co2Amount(value);
    return t(`aira.impact.${amount.unit}`, {
      value: new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 2 }).format(amount.value),
    });
  };
  return (
    <section className="aira-section" aria-labelledby="aira-impact-title" data-testid="aira-impact">
      <h2 id="aira-impact-title">{t('aira.impact.title')}</h2>
      <p className="aira-muted">{t('aira.impact.intro')}</p>
      {trips.length === 0 ? (
        <p>{t('aira.impact.empty')}</p>
      ) : (
        <ul className="aira-impact">
          {trips.map((trip) => (
            <li key={trip.place.place_id} className="aira-card">
              <h3>
                {trip.place.name} <span className="aira-muted">· {formatDistance(trip.km, i18n.language)}</span>
              </h3>
              <dl className="aira-facts aira-facts--inline">
                <div>
                  <dt>{t('aira.impact.car')}</dt>
                  <dd>{kg(trip.car)}</dd>
                </div>
                <div>
                  <dt>{t('aira.impact.transit')}</dt>
                  <dd>{kg(trip.transit)}</dd>
                </div>
                <div>
                  <dt>{t('aira.impact.active')}</dt>
                  <dd>{kg(trip.walking)}</dd>
                </div>
              </dl>
              <p className="aira-saving">{t('aira.impact.saving', { amount: kg(trip.savedByTransit) })}</p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
