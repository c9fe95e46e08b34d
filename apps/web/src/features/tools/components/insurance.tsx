import {
  COVERAGE_LEVELS,
  DEFAULT_INSURANCE_DAYS,
  INSURANCE_FACTORS,
  insuranceDaysOrDefault,
  insuranceEstimate,
  MAX_INSURANCE_DAYS,
} from '@swiss/content/tools';
import { useTranslation } from 'react-i18next';
import { anyText, oneOf, useToolChoice } from '../tool-state';

/** Insurance estimate: days (default 7) times 3.5 CHF times the coverage factor, rounded. */
export function InsuranceTool() {
  const { t, i18n } = useTranslation();
  const [daysText, setDaysText] = useToolChoice('insuranceDays', String(DEFAULT_INSURANCE_DAYS), anyText);
  const [coverage, setCoverage] = useToolChoice('coverageLevel', 'basic', oneOf(COVERAGE_LEVELS));
  const days = insuranceDaysOrDefault(daysText);
  const factor = new Intl.NumberFormat(i18n.language).format(INSURANCE_FACTORS[coverage]);
  return (
    <>
      <h2>{t('tools.insurance.title')}</h2>
      <div className="tools__field">
        <label htmlFor="insurance-days">{t('tools.insurance.days')}</label>
        <input
          id="insurance-days"
          type="number"
          inputMode="numeric"
          min={1}
          max={MAX_INSURANCE_DAYS}
          step={1}
          placeholder={String(DEFAULT_INSURANCE_DAYS)}
          value={daysText}
          onChange={(e) => setDaysText(e.target.value.slice(0, 20))}
        />
      </div>
      <fieldset className="tools__choices">
        <legend>{t('tools.insurance.coverage')}</legend>
        {COVERAGE_LEVELS.map((level) => (
          <label key={level} className="tools__choice">
            <input
              type="radio"
              name="coverage"
              value={level}
              checked={coverage === level}
              onChange={() => setCoverage(level)}
            />
            {t(`tools.insurance.${level}`)}
          </label>
        ))}
      </fieldset>
      <div className="tools__card" aria-live="polite">
        <p className="tools__result" data-testid="insurance-estimate">
          {t('tools.insurance.estimate', { price: insuranceEstimate(days, coverage) })}
        </p>
        <p className="muted">{t('tools.insurance.explain', { factor })}</p>
      </div>
    </>
  );
}
