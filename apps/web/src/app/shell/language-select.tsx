import { LANGUAGES } from '@swiss/contract';
import { useTranslation } from 'react-i18next';
import { changeLanguage, resolveLanguage } from '../../lib/i18n';

export function LanguageSelect() {
  const { t, i18n } = useTranslation();
  return (
    <label className="select-field">
      <span className="select-field__label">{t('topbar.language')}</span>
      <select
        name="language"
        value={resolveLanguage(i18n.language)}
        onChange={(event) => void changeLanguage(event.target.value)}
        data-testid="language-select"
      >
        {LANGUAGES.map((code) => (
          <option key={code} value={code} lang={code}>
            {t(`languages.${code}`)}
          </option>
        ))}
      </select>
    </label>
  );
}
