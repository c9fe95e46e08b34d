import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { changeLanguage, initI18n, registerFeatureStrings, type FeatureCatalogs } from './i18n';

function feature(key: string): FeatureCatalogs {
  return {
    en: { [key]: 'English' },
    de: async () => ({ default: { [key]: 'Deutsch' } }),
    fr: async () => ({ default: { [key]: 'Français' } }),
    it: async () => ({ default: { [key]: 'Italiano' } }),
  };
}

describe('feature strings and language changes', () => {
  beforeAll(async () => {
    localStorage.clear();
    await initI18n();
  });

  it('a feature registered while the language is changing ends up in the new language', async () => {
    await changeLanguage('en');
    const switching = changeLanguage('de');
    // The feature's chunk arrives while the German catalogs are still loading.
    const registered = registerFeatureStrings(feature('raceKey'));
    await Promise.all([switching, registered]);
    expect(i18next.language).toBe('de');
    expect(i18next.t('raceKey')).toBe('Deutsch');
  });

  it('a feature registered before a change follows it', async () => {
    await changeLanguage('en');
    await registerFeatureStrings(feature('laterKey'));
    expect(i18next.t('laterKey')).toBe('English');
    await changeLanguage('fr');
    expect(i18next.t('laterKey')).toBe('Français');
  });
});
