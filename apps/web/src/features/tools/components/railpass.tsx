import { HALF_FARE_CARD_CHF, SWISS_PASS_DURATIONS, swissPassPrice } from '@swiss/content/tools';
import { useTranslation } from 'react-i18next';
import { oneOf, useToolChoice } from '../tool-state';

const DURATION_VALUES = SWISS_PASS_DURATIONS.map(String);

/** Swiss Travel Pass price by travel days (30 = one month), and the Half Fare Card. */
export function RailpassTool() {
  const { t } = useTranslation();
  const [daysText, setDaysText] = useToolChoice('travelDays', '3', oneOf(DURATION_VALUES));
  const days = Number(daysText);
  const label = (d: number) => (d === 30 ? t('tools.railpass.month') : t('tools.railpass.daysOption', { count: d }));
  return (
    <>
      <h2>{t('tools.railpass.title')}</h2>
      <div className="tools__field">
        <label htmlFor="railpass-days">{t('tools.railpass.days')}</label>
        <select
          id="railpass-days"
          value={daysText}
          onChange={(e) => {
            if (oneOf(DURATION_VALUES)(e.target.value)) setDaysText(e.target.value);
          }}
        >
          {SWISS_PASS_DURATIONS.map((d) => (
            <option key={d} value={String(d)}>
              {label(d)}
            </option>
          ))}
        </select>
      </div>
      <div className="tools__card" aria-live="polite">
        <p className="tools__result" data-testid="railpass-price">
          {t('tools.railpass.price', { duration: label(days), price: swissPassPrice(days) })}
        </p>
      </div>
      <p>{t('tools.railpass.halfFare', { price: HALF_FARE_CARD_CHF })}</p>
      <p className="muted">{t('tools.railpass.checkPrices')}</p>
    </>
  );
}
