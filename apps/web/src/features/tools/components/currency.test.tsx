import { CONVERTER_CURRENCIES } from '@swiss/content/tools';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { changeLanguage, initI18n } from '../../../lib/i18n';
import { stringsReady } from '../index';
import { CurrencyTool } from './currency';

describe('the currency tool', () => {
  beforeAll(async () => {
    localStorage.clear();
    await initI18n();
    await stringsReady;
  });
  beforeEach(async () => {
    localStorage.clear();
    await changeLanguage('en');
  });
  afterEach(cleanup);

  const result = () => screen.getByTestId('currency-result');
  const choose = (currency: string) => fireEvent.change(screen.getByRole('combobox'), { target: { value: currency } });

  it('converts every listed source currency, each labelled as a sample', () => {
    render(<CurrencyTool />);
    for (const currency of CONVERTER_CURRENCIES) {
      choose(currency);
      expect(result()).toHaveTextContent(new RegExp(`100 ${currency} ≈ [\\d.,]+ CHF`));
      expect(result()).not.toHaveTextContent('No offline rate');
      expect(result()).toHaveTextContent('Sample data, not live');
      expect(result()).toHaveTextContent('Sample reference rates, not live exchange rates.');
    }
  });

  it('converts CAD and AUD with the rates derived from the ECB reference rates of 29 April 2022, and says so', () => {
    render(<CurrencyTool />);
    choose('CAD');
    expect(result()).toHaveTextContent('100 CAD ≈ 76.34 CHF');
    expect(result()).toHaveTextContent('Sample rate: 1 CHF = 1.31 CAD');
    expect(screen.getByTestId('currency-basis')).toHaveTextContent(
      'Derived from the ECB euro reference rates of April 29, 2022',
    );
    choose('AUD');
    expect(result()).toHaveTextContent('100 AUD ≈ 69.44 CHF');
    choose('USD');
    expect(result()).toHaveTextContent('100 USD ≈ 92.59 CHF');
    expect(screen.getByTestId('currency-basis')).toHaveTextContent(
      'Sample value from the app specification (no reference date)',
    );
  });

  it('lists a rate and its basis for every currency in the sample table', () => {
    render(<CurrencyTool />);
    const table = screen.getByRole('table', { name: 'Sample rates per 1 CHF' });
    for (const currency of CONVERTER_CURRENCIES) {
      const row = within(table).getByRole('row', { name: new RegExp(`^${currency}`) });
      expect(row).not.toHaveTextContent('no sample rate');
      expect(row).toHaveTextContent(/ECB euro reference rates of April 29, 2022|app specification/);
    }
  });

  it('says sample and gives the reference date in German too', async () => {
    await changeLanguage('de');
    render(<CurrencyTool />);
    choose('AUD');
    expect(result()).toHaveTextContent('Beispieldaten, nicht live');
    expect(screen.getByTestId('currency-basis')).toHaveTextContent('EZB vom 29. April 2022');
  });
});
