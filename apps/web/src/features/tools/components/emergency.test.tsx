import { EMERGENCY_NUMBERS } from '@swiss/content/tools';
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { changeLanguage, initI18n } from '../../../lib/i18n';
import { stringsReady } from '../index';
import { EmergencyTool } from './emergency';

describe('the emergency tool', () => {
  beforeAll(async () => {
    localStorage.clear();
    await initI18n();
    await stringsReady;
  });
  beforeEach(() => changeLanguage('en'));
  afterEach(cleanup);

  it('links each spec number as tel:', () => {
    render(<EmergencyTool />);
    const core = screen.getByTestId('emergency-core');
    for (const number of ['117', '118', '144', '112', '145', '140', '1414'])
      expect(core.querySelector(`a[href="tel:${number}"]`), number).not.toBeNull();
  });

  it('shows rail information, dental and pharmacy lines with the place they apply to, source and check date', () => {
    render(<EmergencyTool />);
    const rail = screen.getByTestId('help-line-sbb-rail-service');
    expect(within(rail).getByRole('link', { name: /0848 44 66 88/ })).toHaveAttribute('href', 'tel:0848446688');
    expect(rail).toHaveTextContent('checked on November 25, 2026');
    const dental = screen.getByTestId('help-line-dental-emergency-zurich');
    expect(dental).toHaveTextContent('canton of Zurich only');
    expect(within(dental).getByRole('link', { name: /Gesundheitsdirektion Kanton Zürich/ })).toHaveAttribute(
      'href',
      'https://gd.zh.ch/internet/gesundheitsdirektion/de/themen/berufe/zahnarzt/zahnaerztlicher_notfalldienst.html',
    );
    const pharmacy = screen.getByTestId('help-line-pharmacy-emergency-fribourg');
    expect(pharmacy).toHaveTextContent('canton of Fribourg only');
    expect(within(pharmacy).getByRole('link', { name: /026 304 21 40/ })).toHaveAttribute('href', 'tel:0263042140');
  });

  it('shows the four embassy lines in Bern, each with its official source and the day it was checked', () => {
    render(<EmergencyTool />);
    expect(screen.getByRole('heading', { name: 'Embassy lines in Bern' })).toBeInTheDocument();
    const embassies = screen.getByTestId('emergency-embassies');
    expect(within(embassies).getAllByRole('listitem')).toHaveLength(4);
    for (const line of EMERGENCY_NUMBERS.embassies) {
      const item = screen.getByTestId(`help-line-${line.id}`);
      expect(within(item).getByRole('link', { name: new RegExp(line.number.replace('+', '\\+')) })).toHaveAttribute(
        'href',
        `tel:${line.number.replace(/ /g, '')}`,
      );
      const source = within(item).getByRole('link', { name: line.source.name });
      expect(source).toHaveAttribute('href', line.source.url);
      expect(source).toHaveAttribute('rel', 'noopener noreferrer');
      expect(item).toHaveTextContent('Source:');
      expect(item).toHaveTextContent('checked on November 25, 2026');
    }
  });

  it('speaks the reader’s language: labels, source and check date in French', async () => {
    await changeLanguage('fr');
    render(<EmergencyTool />);
    expect(screen.getByRole('heading', { name: "Numéros d'ambassades à Berne" })).toBeInTheDocument();
    const france = screen.getByTestId('help-line-embassy-france');
    expect(france).toHaveTextContent('Ambassade de France, Berne');
    expect(france).toHaveTextContent('Source :');
    expect(france).toHaveTextContent('vérifié le 25 novembre 2026');
  });
});
