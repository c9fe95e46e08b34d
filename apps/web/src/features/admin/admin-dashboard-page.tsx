import { useTranslation } from 'react-i18next';
import { Link, Navigate } from 'react-router';
import { Loading } from '../../components/status';
import { useSession, useSignOut } from '../../lib/auth';
import { AnalyticsPanel } from './analytics-panel';
import { AuditPanel } from './audit-panel';
import { ContentPanel } from './content-panel';
import { FlagsPanel } from './flags-panel';
import { PhotoCandidatesPanel } from './photo-candidates-panel';
import { PhotosPanel } from './photos-panel';
import { RecordsPanel } from './records-panel';
import { SystemPanel } from './system-panel';
import { TransferPanel } from './transfer-panel';

/** The admin dashboard: only for administrators; others are sent to sign in. */
export function AdminDashboardPage() {
  const { t } = useTranslation();
  const session = useSession();
  const signOut = useSignOut();
  if (session.isLoading) return <Loading>{t('adminArea.checking')}</Loading>;
  if (!session.token || !session.user) return <Navigate to="/admin/login" replace />;

  const account = (
    <p className="admin-account">
      {t('adminArea.signedInAs', { email: session.user.email })}{' '}
      <button type="button" className="button button--secondary" onClick={() => void signOut()}>
        {t('adminArea.signOut')}
      </button>
    </p>
  );
  if (session.user.role !== 'admin')
    return (
      <section className="panel" aria-labelledby="admin-dashboard-title">
        <h1 id="admin-dashboard-title">{t('adminArea.dashboardTitle')}</h1>
        <p role="alert">{t('adminArea.notAdmin')}</p>
        {account}
      </section>
    );
  return (
    <section className="admin-dashboard" aria-labelledby="admin-dashboard-title">
      <header className="admin-dashboard__header">
        <h1 id="admin-dashboard-title">{t('adminArea.dashboardTitle')}</h1>
        {account}
      </header>
      <FlagsPanel token={session.token} />
      <PhotosPanel token={session.token} />
      <PhotoCandidatesPanel token={session.token} />
      <ContentPanel token={session.token} />
      <RecordsPanel token={session.token} />
      <AuditPanel token={session.token} />
      <TransferPanel token={session.token} />
      <AnalyticsPanel token={session.token} />
      <SystemPanel token={session.token} />
      <p>
        <Link to="/">{t('adminArea.backToApp')}</Link>
      </p>
    </section>
  );
}
