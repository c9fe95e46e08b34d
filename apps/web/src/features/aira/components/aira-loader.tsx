import { useTranslation } from 'react-i18next';

/** Spec §2 start-up loader: its title and text, while the position is found (at most 15 s). */
export function AiraLoader() {
  const { t } = useTranslation();
  return (
    <div className="aira-loader" role="status" data-testid="aira-loader">
      <span className="spinner" aria-hidden="true" />
      <p className="aira-loader__title">{t('aira.loaderTitle')}</p>
      <p>{t('aira.loaderText')}</p>
    </div>
  );
}
