import {
  CONVERTER_CURRENCIES,
  convertToChf,
  currencyAmountOrDefault,
  DEFAULT_CURRENCY_AMOUNT,
  SAMPLE_RATE_BASIS,
  type ConverterCurrency,
} from '@swiss/content/tools';
import { useTranslation } from 'react-i18next';
import { useConverterRates } from '../live-rates';
import { anyText, oneOf, useToolChoice } from '../tool-state';
import { formatDay } from './format-day';

/**
 * Converts to CHF with the ECB reference rates of the server's currency provider when it has them
 * (dated and credited), else with the sample rate table (never a flat rate), labelled as samples:
 * each sample rate says where it comes from (the spec's undated table, or the ECB rates of a stated day).
 */
export function CurrencyTool() {
  const { t, i18n } = useTranslation();
  const rates = useConverterRates();
  const live = rates.kind === 'live' ? rates : null;
  const [currency, setCurrency] = useToolChoice('fromCurrency', 'USD', oneOf(CONVERTER_CURRENCIES));
  const [amountText, setAmountText] = useToolChoice('currencyAmount', String(DEFAULT_CURRENCY_AMOUNT), anyText);
  const amount = currencyAmountOrDefault(amountText);
  const chf = convertToChf(amount, currency, rates.ratesPerChf);
  const rate = rates.ratesPerChf[currency];
  const number = (n: number, digits = 2) =>
    new Intl.NumberFormat(i18n.language, { maximumFractionDigits: digits }).format(n);
  const basis = (c: ConverterCurrency) => {
    if (live) return t('tools.currency.basisLive', { date: formatDay(live.date, i18n.language) });
    const b = SAMPLE_RATE_BASIS[c];
    return b.kind === 'ecb'
      ? t('tools.currency.basisEcb', { date: formatDay(b.date, i18n.language) })
      : t('tools.currency.basisSpec');
  };
  return (
    <>
      <h2>{t('tools.currency.title')}</h2>
      <div className="tools__row">
        <div className="tools__field">
          <label htmlFor="currency-amount">{t('tools.currency.amount')}</label>
          <input
            id="currency-amount"
            type="number"
            inputMode="decimal"
            min={0}
            step="any"
            placeholder={String(DEFAULT_CURRENCY_AMOUNT)}
            value={amountText}
            onChange={(e) => setAmountText(e.target.value.slice(0, 20))}
          />
        </div>
        <div className="tools__field">
          <label htmlFor="currency-from">{t('tools.currency.from')}</label>
          <select
            id="currency-from"
            value={currency}
            onChange={(e) => {
              if (oneOf(CONVERTER_CURRENCIES)(e.target.value)) setCurrency(e.target.value);
            }}
          >
            {CONVERTER_CURRENCIES.map((c) => (
              <option key={c} value={c}>
                {c}
              </option>
            ))}
          </select>
        </div>
      </div>
      <div className="tools__card" aria-live="polite" data-testid="currency-result">
        {chf === null ? (
          <p className="notice">{t('tools.currency.noRate', { currency })}</p>
        ) : (
          <>
            <p className="tools__result">
              {t('tools.currency.result', { amount: number(amount), currency, chf: number(chf) })}
            </p>
            <p>{t(live ? 'tools.currency.rateLive' : 'tools.currency.rate', { rate: number(rate, 4), currency })}</p>
            <p className="muted" data-testid="currency-basis">
              {basis(currency)}
            </p>
          </>
        )}
        {live ? (
          <p className="muted" data-testid="currency-source" data-state="live">
            {t('tools.currency.liveNote')}{' '}
            {live.provenance.licenceUrl ? (
              <a href={live.provenance.licenceUrl} target="_blank" rel="noopener noreferrer">
                {live.provenance.attribution}
              </a>
            ) : (
              live.provenance.attribution
            )}
          </p>
        ) : (
          <div data-testid="currency-source" data-state="sample">
            <p className="tools__sample-badge">{t('tools.sample')}</p>
            <p className="muted">{t('tools.currency.sampleNote')}</p>
            <p className="muted">
              {t(
                rates.kind === 'sample' && rates.why === 'loading'
                  ? 'tools.currency.loadingLive'
                  : 'tools.currency.unavailable',
              )}
            </p>
          </div>
        )}
      </div>
      <table className="tools__table">
        <caption>{t(live ? 'tools.currency.ratesTableLive' : 'tools.currency.ratesTable')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('tools.currency.currencyHeader')}</th>
            <th scope="col">{t('tools.currency.rateHeader')}</th>
            <th scope="col">{t('tools.currency.basisHeader')}</th>
          </tr>
        </thead>
        <tbody>
          {CONVERTER_CURRENCIES.map((c) => (
            <tr key={c}>
              <th scope="row">{c}</th>
              <td>{number(rates.ratesPerChf[c], 4)}</td>
              <td>{basis(c)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}
