import {
  CONVERTER_CURRENCIES,
  convertToChf,
  currencyAmountOrDefault,
  DEFAULT_CURRENCY_AMOUNT,
  SAMPLE_RATE_BASIS,
  SAMPLE_RATES_PER_CHF,
  type ConverterCurrency,
} from '@swiss/content/tools';
import { useTranslation } from 'react-i18next';
import { anyText, oneOf, useToolChoice } from '../tool-state';
import { formatDay } from './format-day';

/**
 * Converts to CHF with the sample rate table (never a flat rate), labelled as samples: each rate says
 * where it comes from (the spec's undated table, or the ECB reference rates of a stated day).
 */
export function CurrencyTool() {
  const { t, i18n } = useTranslation();
  const [currency, setCurrency] = useToolChoice('fromCurrency', 'USD', oneOf(CONVERTER_CURRENCIES));
  const [amountText, setAmountText] = useToolChoice('currencyAmount', String(DEFAULT_CURRENCY_AMOUNT), anyText);
  const amount = currencyAmountOrDefault(amountText);
  const chf = convertToChf(amount, currency);
  const rate = SAMPLE_RATES_PER_CHF[currency];
  const number = (n: number, digits = 2) =>
    new Intl.NumberFormat(i18n.language, { maximumFractionDigits: digits }).format(n);
  const basis = (c: ConverterCurrency) => {
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
            <p>{t('tools.currency.rate', { rate: number(rate, 4), currency })}</p>
            <p className="muted" data-testid="currency-basis">
              {basis(currency)}
            </p>
          </>
        )}
        <p className="tools__sample-badge">{t('tools.sample')}</p>
        <p className="muted">{t('tools.currency.sampleNote')}</p>
      </div>
      <table className="tools__table">
        <caption>{t('tools.currency.ratesTable')}</caption>
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
              <td>{number(SAMPLE_RATES_PER_CHF[c], 4)}</td>
              <td>{basis(c)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}
