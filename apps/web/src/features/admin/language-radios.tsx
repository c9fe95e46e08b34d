import { LANGUAGES, type Language } from '@swiss/contract';
import { useTranslation } from 'react-i18next';

interface Props {
  /** The radio group's name, unique on the page. */
  name: string;
  value: Language;
  onChange: (lang: Language) => void;
  /** `${testIdPrefix}-${code}` on each radio. */
  testIdPrefix: string;
}

/** Which language an editor shows: EN DE FR IT, each named in full for screen readers. */
export function LanguageRadios({ name, value, onChange, testIdPrefix }: Props) {
  const { t } = useTranslation();
  const language = (code: Language) => t(`adminArea.content.languages.${code}`);
  return (
    <fieldset className="admin-langs">
      <legend>{t('adminArea.content.language')}</legend>
      {LANGUAGES.map((code) => (
        <label key={code} className="admin-langs__option" title={language(code)}>
          <input
            type="radio"
            name={name}
            value={code}
            checked={value === code}
            onChange={() => onChange(code)}
            data-testid={`${testIdPrefix}-${code}`}
          />
          <span aria-hidden="true">{code.toUpperCase()}</span>
          <span className="visually-hidden">{language(code)}</span>
        </label>
      ))}
    </fieldset>
  );
}
