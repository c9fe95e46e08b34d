import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { changeLanguage, initI18n, registerFeatureStrings } from './i18n';

/** A feature's catalogs as its index registers them: English, and the others as import.meta.glob gives them. */
function feature(key: string): Parameters<typeof registerFeatureStrings> {
  return [
    { [key]: 'English' },
    {
      './locales/de.json': async () => ({ default: { [key]: 'Deutsch' } }),
      './locales/fr.json': async () => ({ default: { [key]: 'Français' } }),
      './locales/it.json': async () => ({ default: { [key]: 'Italiano' } }),
    },
  ];
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
    const registered = registerFeatureStrings(...feature('raceKey'));
    await Promise.all([switching, registered]);
    expect(i18next.language).toBe('de');
    expect(i18next.t('raceKey')).toBe('Deutsch');
  });

  it('a feature registered before a change follows it', async () => {
    await changeLanguage('en');
    await registerFeatureStrings(...feature('laterKey'));
    expect(i18next.t('laterKey')).toBe('English');
    await changeLanguage('fr');
    expect(i18next.t('laterKey')).toBe('Français');
  });

  it('a language change loads the shared catalog too, though a feature already brought that language', async () => {
    await registerFeatureStrings(...feature('sharedKey'));
    await changeLanguage('it');
    expect(i18next.t('sharedKey')).toBe('Italiano');
    expect(i18next.t('topbar.language')).toBe('Lingua'); // src/locales/it.json
  });
});
