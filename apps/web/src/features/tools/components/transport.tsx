import { TRANSPORT_SAMPLE } from '@swiss/content/tools';
import { useTranslation } from 'react-i18next';
import { oneOf, useToolChoice } from '../tool-state';
import { transportRoute } from '../transport-route';
import { CITY_IDS, CitySelect } from './city-select';

const FREQUENCY_KEYS: Record<string, string> = { 'every 30 min': 'every30', hourly: 'hourly' };

function minutes(total: number): string {
  const h = Math.floor(total / 60);
  const m = total % 60;
  return h > 0 ? `${h} h ${m ? `${m} min` : ''}`.trim() : `${m} min`;
}

/**
 * The chosen pair's stations and its SBB timetable link: all we know offline without inventing a
 * time or a fare. Live connections need the timetable.
 */
function ChosenRoute({ from, to }: { from: string; to: string }) {
  const { t, i18n } = useTranslation();
  const route = transportRoute(from, to, i18n.language);
  if (!route) return <p className="notice">{t('tools.transport.same')}</p>;
  return (
    <div className="tools__card" data-testid="transport-route">
      <dl className="tools__facts">
        <div>
          <dt>{t('tools.transport.fromStation', { city: route.from.name })}</dt>
          <dd data-testid="transport-from-station">{route.from.station}</dd>
        </div>
        <div>
          <dt>{t('tools.transport.toStation', { city: route.to.name })}</dt>
          <dd data-testid="transport-to-station">{route.to.station}</dd>
        </div>
      </dl>
      <p>{t('tools.transport.liveNote')}</p>
      <p>
        <a href={route.timetableUrl} target="_blank" rel="noopener noreferrer" data-testid="transport-sbb-link">
          {t('tools.transport.timetableLink', { from: route.from.station, to: route.to.station })}
        </a>
      </p>
    </div>
  );
}

/**
 * The spec's static sample, kept visible only as a labelled example of how a connection reads: it
 * names no city, so it can never pass for the answer to the chosen pair.
 */
function SampleExample() {
  const { t } = useTranslation();
  return (
    <section className="tools__card" data-testid="transport-example" aria-labelledby="transport-example-label">
      <h3 id="transport-example-label" className="tools__sample-badge">
        {t('tools.transport.exampleLabel')}
      </h3>
      <p className="muted">{t('tools.transport.exampleNote')}</p>
      <ul className="tools__connections">
        {TRANSPORT_SAMPLE.map((c) => (
          <li key={c.mode}>
            <strong>{t(`tools.transport.${c.mode}`)}</strong>
            <dl className="tools__facts">
              <div>
                <dt>{t('tools.transport.duration')}</dt>
                <dd>{minutes(c.durationMinutes)}</dd>
              </div>
              <div>
                <dt>{t('tools.transport.price')}</dt>
                <dd>CHF {c.priceChf}</dd>
              </div>
              <div>
                <dt>{t('tools.transport.frequency')}</dt>
                <dd>{t(`tools.transport.${FREQUENCY_KEYS[c.frequency] ?? 'hourly'}`)}</dd>
              </div>
            </dl>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Two preset cities: their main stations and the SBB timetable, then the spec's sample as an example. */
export function TransportTool() {
  const { t } = useTranslation();
  const valid = oneOf(CITY_IDS);
  const [from, setFrom] = useToolChoice('transportFrom', CITY_IDS[0] ?? 'zurich', valid);
  const [to, setTo] = useToolChoice('transportTo', CITY_IDS[5] ?? 'luzern', valid);
  return (
    <>
      <h2>{t('tools.transport.title')}</h2>
      <div className="tools__row">
        <CitySelect id="transport-from" label={t('tools.transport.from')} value={from} onChange={setFrom} />
        <CitySelect id="transport-to" label={t('tools.transport.to')} value={to} onChange={setTo} />
      </div>
      <div aria-live="polite">
        <ChosenRoute from={from} to={to} />
      </div>
      <SampleExample />
    </>
  );
}
