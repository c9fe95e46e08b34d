import { useTranslation } from 'react-i18next';

/** Error boundary of a route: says so and offers a reload instead of a blank page. */
export function RouteError() {
  const { t } = useTranslation();
  return (
    <section className="panel" role="alert">
      <h1>{t('errors.generic')}</h1>
      <button type="button" className="button" onClick={() => window.location.reload()}>
        {t('errors.retry')}
      </button>
    </section>
  );
}
