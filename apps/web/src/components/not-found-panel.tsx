import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** An unknown address: the app's routes and views given an unknown category. */
export function NotFoundPanel() {
  const { t } = useTranslation();
  return (
    <section className="panel" aria-labelledby="not-found-title">
      <h1 id="not-found-title">{t('notFound.title')}</h1>
      <p>{t('notFound.text')}</p>
      <Link to="/" className="button">
        {t('notFound.home')}
      </Link>
    </section>
  );
}
