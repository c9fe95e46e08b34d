import { THEME_KEYS, type ThemeKey } from '@swiss/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isThemeKey, saveTheme, storedTheme } from '../../lib/theme';

export function ThemeSelect() {
  const { t } = useTranslation();
  const [theme, setTheme] = useState<ThemeKey>(storedTheme);
  return (
    <label className="select-field">
      <span className="select-field__label">{t('topbar.theme')}</span>
      <select
        name="theme"
        value={theme}
        data-testid="theme-select"
        onChange={(event) => {
          const next = event.target.value;
          if (!isThemeKey(next)) return;
          setTheme(next);
          saveTheme(next);
        }}
      >
        {THEME_KEYS.map((key) => (
          <option key={key} value={key} title={t(`themes.${key}.description`)}>
            {t(`themes.${key}.name`)}
          </option>
        ))}
      </select>
    </label>
  );
}
