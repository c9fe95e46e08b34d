import { AIRA_CATEGORY_IDS, isCategoryKey, type CityGuide } from '@swiss/contract';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Loading } from '../../../components/status';
import { loadCityGuide } from '../api/aira-api';
import type { AiraChatServices } from './aira-chat-dialog';
import { AiraDialog } from './aira-dialog';
import { CityChatDialog } from './ask-ai-dialogs';

type GuideState = { status: 'loading' } | { status: 'ready'; guide: CityGuide } | { status: 'failed' | 'invalid' };

/** An attraction's category as the visitor reads it: an explorer category, or one of AIRA's. */
function categoryLabel(category: string, t: (key: string) => string): string {
  if (isCategoryKey(category)) return t(`categoryNames.${category}`);
  if ((AIRA_CATEGORY_IDS as readonly string[]).includes(category)) return t(`aira.categories.${category}`);
  return category.replaceAll('_', ' ');
}

/** A language code as its name in the language the visitor reads ("de" -> "German", "Deutsch"...). */
function languageName(code: string, uiLanguage: string): string {
  try {
    return new Intl.DisplayNames([uiLanguage], { type: 'language' }).of(code) ?? code;
  } catch {
    return code;
  }
}

/**
 * The City Guide (spec §2, §4): fetched when opened; on failure the spec's fallback guide (§8). 'Ask
 * AI About This City' opens AIRA's chat at the guide's coordinates.
 */
export function CityGuideDialog({
  lat,
  lng,
  placeName,
  onClose,
  chatServices,
}: {
  lat: number;
  lng: number;
  placeName: string | null;
  onClose: () => void;
  /** The city chat's transports (tests); the default is the real API. */
  chatServices?: AiraChatServices;
}) {
  const { t } = useTranslation();
  const [asking, setAsking] = useState(false);
  const valid = Number.isFinite(lat) && Number.isFinite(lng);
  const query = useQuery({
    queryKey: ['aira-city-guide', lat, lng],
    queryFn: ({ signal }) => loadCityGuide(lat, lng, signal),
    enabled: valid,
    retry: false,
    staleTime: 10 * 60_000,
  });
  let state: GuideState = { status: 'loading' };
  if (!valid) state = { status: 'invalid' };
  else if (query.data) state = { status: 'ready', guide: query.data };
  else if (query.isError) state = { status: 'failed' };

  const city = state.status === 'ready' ? state.guide.cityName : (placeName ?? t('aira.guide.fallbackCity'));
  return (
    <AiraDialog title={t('aira.guide.title', { city })} onClose={onClose} testId="aira-city-guide">
      {state.status === 'loading' && <Loading>{t('aira.guide.loading')}</Loading>}
      {state.status === 'invalid' && <p role="alert">{t('aira.guide.invalid')}</p>}
      {state.status === 'ready' && <GuideBody guide={state.guide} onAskAi={() => setAsking(true)} />}
      {state.status === 'failed' && <FallbackGuide onAskAi={() => setAsking(true)} />}
      {asking && (
        <CityChatDialog
          city={city}
          location={{ lat, lng, city: city.slice(0, 200) }}
          onClose={() => setAsking(false)}
          services={chatServices}
        />
      )}
    </AiraDialog>
  );
}

/** 'Ask AI About This City' (spec §2). */
function AskAiButton({ onAskAi }: { onAskAi: () => void }) {
  const { t } = useTranslation();
  return (
    <p>
      <button type="button" className="aira-button" data-testid="aira-guide-ask-ai" onClick={onAskAi}>
        {t('aira.guide.askAi')}
      </button>
    </p>
  );
}

function GuideBody({ guide, onAskAi }: { guide: CityGuide; onAskAi: () => void }) {
  const { t, i18n } = useTranslation();
  const number = new Intl.NumberFormat(i18n.language);
  const emergency = guide.emergencyNumbers;
  let updated = guide.lastUpdated;
  const when = new Date(guide.lastUpdated);
  if (!Number.isNaN(when.getTime()))
    updated = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(when);
  return (
    <div className="aira-guide" data-testid="aira-guide-body">
      <dl className="aira-facts">
        <div>
          <dt>{t('aira.guide.weather')}</dt>
          <dd>{guide.weather ? guide.weather.summary : t('aira.guide.weatherMissing')}</dd>
        </div>
        <div>
          <dt>{t('aira.guide.population')}</dt>
          <dd data-testid="aira-guide-population">
            {guide.population
              ? t('aira.guide.populationValue', {
                  value: number.format(guide.population.value),
                  year: guide.population.year,
                  source: guide.population.source,
                })
              : t('aira.guide.populationMissing')}
          </dd>
        </div>
        <div>
          <dt>{t('aira.guide.timezone')}</dt>
          <dd>{guide.timezone}</dd>
        </div>
        <div>
          <dt>{t('aira.guide.language')}</dt>
          <dd data-testid="aira-guide-language">
            {guide.language ? languageName(guide.language, i18n.language) : t('aira.guide.languageMissing')}
          </dd>
        </div>
        <div>
          <dt>{t('aira.guide.currency')}</dt>
          <dd>{guide.currency ?? t('aira.guide.currencyMissing')}</dd>
        </div>
      </dl>
      <h3>{t('aira.guide.emergency')}</h3>
      {emergency ? (
        <ul className="aira-emergency" data-testid="aira-guide-emergency">
          <EmergencyNumber label={t('aira.guide.police')} number={emergency.police} />
          <EmergencyNumber label={t('aira.guide.fire')} number={emergency.fire} />
          <EmergencyNumber label={t('aira.guide.medical')} number={emergency.medical} />
          <EmergencyNumber label={t('aira.guide.general')} number={emergency.general} />
          {emergency.mountain_rescue && (
            <EmergencyNumber label={t('aira.guide.rega')} number={emergency.mountain_rescue} />
          )}
        </ul>
      ) : (
        <p data-testid="aira-guide-emergency">{t('aira.guide.emergencyMissing')}</p>
      )}
      <h3>{t('aira.guide.attractions')}</h3>
      {guide.topAttractions.length === 0 ? (
        <p className="aira-muted">{t('aira.guide.attractionsEmpty')}</p>
      ) : (
        <ul className="aira-list">
          {guide.topAttractions.map((attraction) => (
            <li key={`${attraction.name}-${attraction.distance}`}>
              {attraction.explorer_place_id ? (
                <Link to={`/place/${encodeURIComponent(attraction.explorer_place_id)}`}>{attraction.name}</Link>
              ) : (
                attraction.name
              )}{' '}
              <span className="aira-muted">
                · {categoryLabel(attraction.category, t)}
                {attraction.rating !== null && <> · {t('aira.place.ratingValue', { value: attraction.rating })}</>}
              </span>
            </li>
          ))}
        </ul>
      )}
      {guide.localTips.length > 0 && (
        <>
          <h3>{t('aira.guide.tips')}</h3>
          <ul className="aira-list">
            {guide.localTips.map((tip) => (
              <li key={tip}>{tip}</li>
            ))}
          </ul>
        </>
      )}
      <AskAiButton onAskAi={onAskAi} />
      {guide.cityPlaceId && (
        // Our page of the city, with its concierge: shown only where we have one.
        <p>
          <Link
            to={`/place/${encodeURIComponent(guide.cityPlaceId)}#concierge-title`}
            data-testid="aira-guide-concierge"
          >
            {t('aira.guide.concierge')}
          </Link>
        </p>
      )}
      <p className="aira-muted">{t('aira.guide.lastUpdated', { date: updated })}</p>
      {guide.attributions.length > 0 && (
        <p className="aira-attribution">
          {t('aira.guide.sources')}: {guide.attributions.join(' · ')}
        </p>
      )}
    </div>
  );
}

function EmergencyNumber({ label, number }: { label: string; number: string }) {
  return (
    <li>
      <span>{label}</span>{' '}
      <a href={`tel:${number}`} className="aira-emergency__number">
        {number}
      </a>
    </li>
  );
}

/** Spec §8 'City guide fails': the fallback guide's texts. */
function FallbackGuide({ onAskAi }: { onAskAi: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="aira-guide" data-testid="aira-guide-fallback">
      <dl className="aira-facts">
        <div>
          <dt>{t('aira.guide.weather')}</dt>
          <dd>{t('aira.guide.fallbackWeather')}</dd>
        </div>
        <div>
          <dt>{t('aira.guide.population')}</dt>
          <dd>{t('aira.guide.populationMissing')}</dd>
        </div>
        <div>
          <dt>{t('aira.guide.currency')}</dt>
          <dd>{t('aira.guide.currencyMissing')}</dd>
        </div>
      </dl>
      <h3>{t('aira.guide.emergency')}</h3>
      <p>{t('aira.guide.emergencyMissing')}</p>
      <h3>{t('aira.guide.attractions')}</h3>
      <p>
        {t('aira.guide.fallbackAttractions')}. {t('aira.guide.fallbackAttractionsHint')}
      </p>
      <h3>{t('aira.guide.tips')}</h3>
      <ul className="aira-list">
        <li>{t('aira.guide.fallbackTipConnection')}</li>
        <li>{t('aira.guide.fallbackTipRefresh')}</li>
      </ul>
      <AskAiButton onAskAi={onAskAi} />
    </div>
  );
}
