import { useTranslation } from 'react-i18next';

/** Full-screen start-up loader; the same markup is in index.html so it shows before any script. */
export function AppLoader() {
  const { t } = useTranslation();
  return (
    <div className="app-loader" role="status" aria-live="polite">
      <div className="app-loader__flag" aria-hidden="true" />
      <h1 className="app-loader__title">{t('app.title')}</h1>
      <p className="app-loader__text">{t('app.loading')}</p>
    </div>
  );
}
