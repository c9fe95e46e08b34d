import { TOTAL_DESTINATIONS } from '@swiss/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** AIRA mode. Its features arrive with their own issue; until then this says so plainly. */
export function AiraScreen() {
  const { t } = useTranslation();
  return (
    <section className="panel aira" aria-labelledby="aira-title">
      <h1 id="aira-title">{t('aira.title')}</h1>
      <p>{t('aira.beingBuilt')}</p>
      <p>{t('aira.meanwhile', { total: TOTAL_DESTINATIONS })}</p>
      <Link to="/" className="button" data-testid="switch-to-explorer">
        {t('mode.switchToExplorer')}
      </Link>
    </section>
  );
}
