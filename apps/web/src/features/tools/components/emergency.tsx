import type { HelpNumber, Language } from '@swiss/contract';
import { EMERGENCY_NUMBERS, telHref } from '@swiss/content/tools';
import { useTranslation } from 'react-i18next';
import { resolveLanguage } from '../../../lib/i18n';
import { formatDay } from './format-day';

/** A help line as a tel: link, with its note and, where it has one, its official source and check date. */
function HelpLine({ line, lang }: { line: HelpNumber; lang: Language }) {
  const { t, i18n } = useTranslation();
  return (
    <li data-testid={`help-line-${line.id}`}>
      <a
        className="tools__number"
        href={telHref(line.number)}
        aria-label={t('tools.emergency.call', { label: line.label[lang], number: line.number })}
      >
        <span className="tools__number-digits">{line.number}</span>
        <span>{line.label[lang]}</span>
      </a>
      {line.note && <p className="muted">{line.note[lang]}</p>}
      {line.source && line.checkedOn && (
        <p className="muted tools__number-source">
          {t('tools.emergency.source')}{' '}
          <a href={line.source.url} target="_blank" rel="noopener noreferrer">
            {line.source.name}
          </a>
          {' · '}
          {t('tools.emergency.checkedOn', { date: formatDay(line.checkedOn, i18n.language) })}
        </p>
      )}
    </li>
  );
}

/** Swiss emergency and help numbers and the embassy lines in Bern, each a tel: link. */
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
      <ul className="tools__numbers tools__numbers--other" data-testid="emergency-other">
        {EMERGENCY_NUMBERS.other.map((n) => (
          <HelpLine key={n.id} line={n} lang={lang} />
        ))}
      </ul>
      <h3>{t('tools.emergency.embassies')}</h3>
      <p className="muted">{t('tools.emergency.embassiesIntro')}</p>
      <ul className="tools__numbers tools__numbers--other" data-testid="emergency-embassies">
        {EMERGENCY_NUMBERS.embassies.map((n) => (
          <HelpLine key={n.id} line={n} lang={lang} />
        ))}
      </ul>
    </>
  );
}
