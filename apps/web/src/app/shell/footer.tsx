import { QR_TARGETS } from '@swiss/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSession } from '../../lib/auth';
import { QrBox } from './qr-box';

export function Footer() {
  const { t } = useTranslation();
  // Fetches the signed-in user on load when a token is kept (and drops a token the server refuses).
  const { user } = useSession();
  return (
    <footer className="footer">
      <div className="footer__boxes">
        <QrBox target="bhms" url={QR_TARGETS.bhms} title={t('footer.school')} linkText={t('footer.schoolLink')} />
        <QrBox
          target="switzerland"
          url={QR_TARGETS.switzerland}
          title={t('footer.tourism')}
          linkText={t('footer.tourismLink')}
        />
      </div>
      {user?.role === 'admin' && (
        <p>
          <Link to="/admin">{t('footer.adminDashboard')}</Link>
        </p>
      )}
      <p className="footer__credits">{t('footer.credits')}</p>
      <p className="footer__privacy" data-testid="privacy-note">
        {t('footer.privacy')}
      </p>
      <p className="footer__generated" data-testid="generated-by">
        {t('footer.generatedBy', { version: __APP_VERSION__ })}
      </p>
    </footer>
  );
}
