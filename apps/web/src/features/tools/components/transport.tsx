import { TRANSPORT_SAMPLE } from '@swiss/content/tools';
import { useTranslation } from 'react-i18next';
import { oneOf, useToolChoice } from '../tool-state';
import { CITY_IDS, cityName, CitySelect } from './city-select';

const FREQUENCY_KEYS: Record<string, string> = { 'every 30 min': 'every30', hourly: 'hourly' };

function minutes(total: number): string {
  const h = Math.floor(total / 60);
  const m = total % 60;
  return h > 0 ? `${h} h ${m ? `${m} min` : ''}`.trim() : `${m} min`;
}

/** The spec's static connections between two preset cities, labelled as a sample. */
export function TransportTool() {
  const { t, i18n } = useTranslation();
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
        {from === to ? (
          <p className="notice">{t('tools.transport.same')}</p>
        ) : (
          <div className="tools__card" data-testid="transport-sample">
            <p className="tools__sample-badge">{t('tools.sample')}</p>
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
            <p className="muted">
              {t('tools.transport.sampleNote', {
                from: cityName(from, i18n.language),
                to: cityName(to, i18n.language),
              })}{' '}
              <a href="https://www.sbb.ch" target="_blank" rel="noopener noreferrer">
                {t('tools.transport.sbb')}
              </a>
            </p>
          </div>
        )}
      </div>
    </>
  );
}
