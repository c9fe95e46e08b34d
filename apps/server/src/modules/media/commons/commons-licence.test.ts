import { describe, expect, it } from 'vitest';
import { freeLicence, plainText } from './commons-licence.js';

const meta = (fields: Record<string, string | undefined>) =>
  Object.fromEntries(Object.entries(fields).map(([key, value]) => [key, { value }]));

describe('Commons licences', () => {
  it.each([
    [{ License: 'cc-by-sa-4.0', LicenseShortName: 'CC BY-SA 4.0' }, 'CC BY-SA 4.0'],
    [{ License: 'cc-by-sa-3.0-de', LicenseShortName: 'CC BY-SA 3.0 de' }, 'CC BY-SA 3.0 de'],
    [{ License: 'cc-by-2.0', LicenseShortName: 'CC BY 2.0' }, 'CC BY 2.0'],
    [{ License: 'cc0', LicenseShortName: 'CC0' }, 'CC0'],
    [{ License: 'pd', LicenseShortName: 'Public domain' }, 'Public domain'],
    [{ License: 'pd-old-70' }, 'PD-OLD-70'],
  ])('keeps %o as %s', (fields, name) => {
    expect(freeLicence(meta(fields))?.name).toBe(name);
  });

  it.each([
    { License: 'cc-by-nc-sa-2.0', LicenseShortName: 'CC BY-NC-SA 2.0' },
    { License: 'cc-by-nd-4.0', LicenseShortName: 'CC BY-ND 4.0' },
    { LicenseShortName: 'GFDL' },
    { LicenseShortName: 'Fair use', NonFree: 'true' },
    { License: 'cc-by-sa-4.0', LicenseShortName: 'CC BY-SA 4.0', NonFree: 'true' },
    {},
  ])('leaves out %o', (fields) => {
    expect(freeLicence(meta(fields))).toBeNull();
  });

  it('reads the licence URL, protocol-relative ones too', () => {
    expect(freeLicence(meta({ License: 'cc-by-4.0', LicenseUrl: '//creativecommons.org/licenses/by/4.0' }))?.url).toBe(
      'https://creativecommons.org/licenses/by/4.0',
    );
    expect(freeLicence(meta({ License: 'cc0', LicenseUrl: 'javascript:alert(1)' }))?.url).toBeNull();
  });

  it('turns the HTML of Commons metadata into one line of text', () => {
    expect(
      plainText('<a href="//commons.wikimedia.org/wiki/User:X">Anna &amp; Ben</a>\n<span>M&#252;ller</span>'),
    ).toBe('Anna & Ben Müller');
    expect(plainText(undefined)).toBe('');
  });
});
