import { EMERGENCY_NUMBERS, telHref } from '@swiss/content/tools';
import { useTranslation } from 'react-i18next';
import { resolveLanguage } from '../../../lib/i18n';

/** Swiss emergency and help numbers, each a tel: link. */
export function EmergencyTool() {
  const { t, i18n } = useTranslation();
  const lang = resolveLanguage(i18n.language);
  return (
    <>
      <h2>{t('tools.emergency.title')}</h2>
      <p>{t('tools.emergency.intro')}</p>
      <ul className="tools__numbers" data-testid="emergency-core">
        {EMERGENCY_NUMBERS.core.map((n) => (
          <li key={n.id}>
            <a
              className="tools__number"
              href={telHref(n.number)}
              aria-label={t('tools.emergency.call', { label: n.label[lang], number: n.number })}
            >
              <span className="tools__number-digits">{n.number}</span>
              <span>{n.label[lang]}</span>
            </a>
          </li>
        ))}
      </ul>
      <h3>{t('tools.emergency.other')}</h3>
      <ul className="tools__numbers tools__numbers--other">
        {EMERGENCY_NUMBERS.other.map((n) => (
          <li key={n.id}>
            <a
              className="tools__number"
              href={telHref(n.number)}
              aria-label={t('tools.emergency.call', { label: n.label[lang], number: n.number })}
            >
              <span className="tools__number-digits">{n.number}</span>
              <span>{n.label[lang]}</span>
            </a>
            {n.note && <p className="muted">{n.note[lang]}</p>}
          </li>
        ))}
      </ul>
    </>
  );
}
