import { PLACE_HERO_IMAGE_SIZES, SUSTAINABILITY, type Place } from '@swiss/contract';
import { MOUNTAIN_SAFETY_LINKS, needsMountainSafety } from '@swiss/content/insights';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useParams } from 'react-router';
import { Badge } from '../../../components/badge';
import { trip, useTrip } from '../../../lib/trip';
import { Loading } from '../../../components/status';
import { resolveLanguage } from '../../../lib/i18n';
import { useNearby } from '../api/use-place';
import { useVisitedPlace } from '../use-visited-place';
import { PlaceLoadStatus } from './place-load-status';
import { guidanceFor } from '../guidance';
import { buildItineraries } from './itineraries';
import { officialSourceUrl } from '../../../lib/official-source';
import { DirectionsPanel } from './directions';
import { Concierge } from './concierge';
import { PlaceNearby } from './place-nearby';
import { Section } from './section';
import { PlaceGlance } from './glance';
import { SectionChips } from './section-chips';
import { PhotoCredit, PlacePhotoImage } from '../../../components/place-photo';

/** The sections of the page in order, with their chip's label key (place.chips.*). */
const PLACE_SECTIONS = [
  { id: 'facts', chip: 'facts' },
  { id: 'history', chip: 'history' },
  { id: 'etiquette', chip: 'etiquette' },
  { id: 'food', chip: 'food' },
  { id: 'events', chip: 'events' },
  { id: 'sustainability', chip: 'sustainability' },
  { id: 'photos', chip: 'photos' },
  { id: 'itineraries', chip: 'itineraries' },
  { id: 'getting-there', chip: 'gettingThere' },
  { id: 'nearby', chip: 'nearby' },
  { id: 'safety', chip: 'safety' },
] as const;

/** A link to a section (`/place/x#section-history`) scrolls to it once the page has rendered. */
function useScrollToHash(): void {
  const { hash } = useLocation();
  useEffect(() => {
    if (!hash) return;
    // After the layout's own scroll to the top of a new page.
    const frame = requestAnimationFrame(() =>
      document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView(),
    );
    return () => cancelAnimationFrame(frame);
  }, [hash]);
}

const PLACE_TEXTS = { loading: 'place.loading', notFound: 'place.notFound', loadError: 'place.loadError' } as const;

export function PlacePage() {
  const { id = '' } = useParams();
  const query = useVisitedPlace(id);
  if (query.isPending || query.isError) {
    return <PlaceLoadStatus error={query.error} onRetry={() => void query.refetch()} texts={PLACE_TEXTS} />;
  }
  return <PlaceView place={query.data.place} />;
}

function TripButton({ id, name, type }: { id: string; name: string; type: string }) {
  const { t } = useTranslation();
  const items = useTrip();
  const added = items.some((i) => i.id === id);
  return (
    <button
      type="button"
      className="button"
      disabled={added}
      onClick={() => trip.add({ id, name, type })}
      data-testid={`trip-add-${id}`}
    >
      {added ? t('place.inTrip') : t('place.addToTrip')}
    </button>
  );
}

function PlaceView({ place }: { place: Place }) {
  const { t, i18n } = useTranslation();
  const lang = resolveLanguage(i18n.language);
  const nearby = useNearby(place.id);
  const guidance = guidanceFor(place, lang);
  const s = place.sustainability;
  const seasons = place.bestSeasons.map((season) => t(`seasons.${season}`)).join(', ');
  const [directionsOpen, setDirectionsOpen] = useState(false);
  const directionsId = useId();
  useScrollToHash();

  return (
    <article className="place" data-testid="place-page">
      <p>
        <Link to={`/category/${place.category_key}`} className="back-link" data-testid="place-back">
          ← {t('place.back', { category: t(`categoryNames.${place.category_key}`) })}
        </Link>
      </p>
      <div className="place-top">
        <figure className="place-hero">
          {place.photo ? (
            <PlacePhotoImage
              photo={place.photo}
              className="place-hero__image place-hero__image--photo"
              sizes={PLACE_HERO_IMAGE_SIZES}
              alt={place.title}
              testId="place-photo"
            />
          ) : (
            <img
              className="place-hero__image place-hero__image--cover"
              src={`/api/media/cover/${place.id}`}
              width={640}
              height={360}
              alt=""
              data-testid="place-cover"
              onError={(event) => {
                const image = event.currentTarget;
                const fallback = `/api/media/placeholder/${place.category_key}`;
                if (!image.src.endsWith(fallback)) image.src = fallback; // the category placeholder (spec)
              }}
            />
          )}
          <figcaption className="place-hero__credit" data-testid="place-hero-credit">
            {place.photo ? <PhotoCredit photo={place.photo} /> : (place.image_credit ?? t('place.heroCredit'))}
          </figcaption>
        </figure>
        <div className="place-head">
          <h1 className="place__title">{place.title}</h1>
          {place.local_title !== place.title && <p className="place__local">{place.local_title}</p>}
          <PlaceGlance place={place} />
          <p className="place__summary">{place.summary || t('place.fallbackSummary')}</p>
          <div className="button-row">
            <TripButton id={place.id} name={place.title} type={place.type} />
            <button
              type="button"
              className="button button--secondary"
              aria-expanded={directionsOpen}
              aria-controls={directionsId}
              onClick={() => setDirectionsOpen((open) => !open)}
              data-testid="directions-toggle"
            >
              {t('place.directions')}
            </button>
            <a
              className="button button--secondary"
              href={officialSourceUrl(place)}
              target="_blank"
              rel="noopener noreferrer"
            >
              {t('place.officialSource')}
            </a>
          </div>
        </div>
      </div>
      {directionsOpen && <DirectionsPanel place={place} id={directionsId} />}
      <SectionChips chips={PLACE_SECTIONS.map(({ id, chip }) => ({ id, label: t(`place.chips.${chip}`) }))} />

      <Section id="facts" title={t('place.sections.facts')}>
        <dl className="stats">
          {place.elevation != null && (
            <div>
              <dt>{t('place.stats.elevation')}</dt>
              <dd>{t('place.elevationValue', { value: place.elevation })}</dd>
            </div>
          )}
          <div>
            <dt>{t('place.stats.region')}</dt>
            <dd>
              {place.region} ({place.canton})
            </dd>
          </div>
          <div>
            <dt>{t('place.stats.seasons')}</dt>
            <dd>{seasons}</dd>
          </div>
          {place.founded_year != null && (
            <div>
              <dt>{t('place.stats.founded')}</dt>
              <dd>{place.founded_year}</dd>
            </div>
          )}
        </dl>
        <ul>
          {place.facts.map((fact) => (
            <li key={fact}>{fact}</li>
          ))}
        </ul>
      </Section>

      <Section id="history" title={t('place.sections.history')}>
        <p>{place.full_description}</p>
        <p className="old-new">{place.insights_old_vs_new}</p>
        {place.preservation_efforts && <p>{place.preservation_efforts}</p>}
      </Section>

      <Section id="etiquette" title={t('place.sections.etiquette')}>
        <ul>
          {guidance.etiquette.map((tip) => (
            <li key={tip}>{tip}</li>
          ))}
        </ul>
      </Section>

      <Section id="food" title={t('place.sections.food')}>
        <ul className="food-list">
          {guidance.food.map((food) => (
            <li key={food.item}>
              <strong>{food.item}</strong> <Badge>{food.type}</Badge> <span className="muted">{food.where}</span>
            </li>
          ))}
        </ul>
      </Section>

      <Section id="events" title={t('place.sections.events')}>
        {place.annual_festival && (
          <p>
            <strong>{place.annual_festival}</strong>
            {place.festival_date && ` · ${place.festival_date}`}
          </p>
        )}
        {place.seasonal_event && <p>{place.seasonal_event}</p>}
        <p>{s.seasonality_note}</p>
        <p className="muted">{t('place.bestSeasons', { seasons })}</p>
      </Section>

      <Section id="sustainability" title={t('place.sections.sustainability')}>
        <p className="badges">
          <Badge tone={s.sustainability_score >= SUSTAINABILITY.sustainableBadgeAt ? 'green' : 'neutral'}>
            {t('lens.score', { score: s.sustainability_score })}
          </Badge>
          {s.sustainability_score >= SUSTAINABILITY.sustainableBadgeAt && (
            <Badge tone="green">{t('lens.sustainable')}</Badge>
          )}
          {s.sustainability_score > SUSTAINABILITY.greenLeaderAbove && (
            <Badge tone="green">{t('lens.greenLeader')}</Badge>
          )}
          {s.unesco_site && <Badge tone="blue">{t('lens.unesco')}</Badge>}
          {s.protected_area && <Badge tone="amber">{t('lens.protected')}</Badge>}
        </p>
        <p>{s.low_impact_activity}</p>
        {place.eco_initiatives && <p>{place.eco_initiatives}</p>}
        <details className="rubric" data-testid="score-rubric">
          <summary>{t('lens.howScored')}</summary>
          <table>
            <tbody>
              {s.score_breakdown.map((part) => (
                <tr key={part.criterion}>
                  <th scope="row">{t(`lens.criteria.${part.criterion}`)}</th>
                  <td>
                    {part.points} / {part.max}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </details>
      </Section>

      <Section id="photos" title={t('place.sections.photos')}>
        {place.photo_spots?.length ? (
          <ul>
            {place.photo_spots.map((spot) => (
              <li key={spot}>{spot}</li>
            ))}
          </ul>
        ) : (
          <p className="muted">{t('place.noPhotoSpots')}</p>
        )}
      </Section>

      <Section id="itineraries" title={t('place.sections.itineraries')}>
        <div className="itineraries">
          {buildItineraries(place, nearby.data?.nearby ?? [], t).map((itinerary) => (
            <div key={itinerary.name} className="itinerary">
              <h3>{itinerary.name}</h3>
              <ol>
                {itinerary.activities.map((activity) => (
                  <li key={activity}>{activity}</li>
                ))}
              </ol>
            </div>
          ))}
        </div>
      </Section>

      <Section id="getting-there" title={t('place.sections.gettingThere')}>
        {place.nearest_station && <p>{t('place.nearestStation', { station: place.nearest_station })}</p>}
        {place.travel_time && <p>{place.travel_time}</p>}
        {place.final_transport && <p>{place.final_transport}</p>}
        <p>{s.public_transit_tip}</p>
        {place.sustainable_transport && <p>{place.sustainable_transport}</p>}
      </Section>

      <Section id="nearby" title={t('place.sections.nearby')}>
        {nearby.isPending && <Loading>{t('place.loadingNearby')}</Loading>}
        {nearby.isError && <p className="muted">{t('place.nearbyUnavailable')}</p>}
        {nearby.isSuccess && (
          <PlaceNearby
            place={place}
            items={nearby.data.nearby}
            action={(n) => <TripButton id={n.id} name={n.title} type={n.type} />}
          />
        )}
      </Section>

      <Section id="safety" title={t('place.sections.safety')}>
        {place.access_level && (
          <p data-testid="access-level" data-level={place.access_level}>
            <strong>
              {t('place.access.label')}: {t(`place.access.levels.${place.access_level}`)}
            </strong>{' '}
            {t(`place.access.describe.${place.access_level}`)}
          </p>
        )}
        <ul>
          {guidance.safety.map((tip) => (
            <li key={tip}>{tip}</li>
          ))}
        </ul>
        {needsMountainSafety(place) && (
          <>
            <p>{t('place.safetyLinks.intro')}</p>
            <ul data-testid="safety-links">
              <li>
                <a href={MOUNTAIN_SAFETY_LINKS.meteoswiss} target="_blank" rel="noopener noreferrer">
                  {t('place.safetyLinks.meteoswiss')}
                </a>
              </li>
              <li>
                <a href={MOUNTAIN_SAFETY_LINKS.slf(lang)} target="_blank" rel="noopener noreferrer">
                  {t('place.safetyLinks.slf')}
                </a>
              </li>
              <li>
                <a href={MOUNTAIN_SAFETY_LINKS.rega}>{t('place.safetyLinks.rega')}</a>
              </li>
            </ul>
          </>
        )}
      </Section>
      <Concierge place={place} />
    </article>
  );
}
