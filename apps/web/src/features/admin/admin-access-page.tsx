import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/**
 * The admin landing page: explains how the first admin is created; shows no credentials. Links to
 * the admin login and the dashboard (the spec's /api/admin/login and /api/admin/ lead there too).
 */
export function AdminAccessPage() {
  const { t } = useTranslation();
  return (
    <section className="panel" aria-labelledby="admin-title">
      <h1 id="admin-title">{t('admin.title')}</h1>
      <p>{t('admin.intro')}</p>
      <h2>{t('admin.createHeading')}</h2>
      <p>{t('admin.createText')}</p>
      <pre className="code-block">
        <code>npm run admin:create -- --email you@example.com</code>
      </pre>
      <h2>{t('admin.loginHeading')}</h2>
      <p>{t('admin.loginText')}</p>
      <p className="button-row">
        <a href="/admin/login" className="button">
          {t('admin.loginLink')}
        </a>
        <a href="/admin" className="button button--secondary">
          {t('admin.dashboardLink')}
        </a>
        <Link to="/" className="button button--secondary">
          {t('admin.back')}
        </Link>
      </p>
    </section>
  );
}
