import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useNavigate } from 'react-router';
import { ErrorPanel } from '../../components/status';
import { signIn, useSession } from '../../lib/auth';

export function AdminLoginPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const session = useSession();
  const id = useId();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  if (session.user?.role === 'admin') return <Navigate to="/admin" replace />;

  async function submit(event: FormEvent) {
    event.preventDefault();
    setPending(true);
    setError(null);
    try {
      await signIn({ email, password });
      await navigate('/admin');
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure));
      setPending(false);
    }
  }

  return (
    <section className="panel admin-login" aria-labelledby={`${id}-title`}>
      <h1 id={`${id}-title`}>{t('adminArea.loginTitle')}</h1>
      <form className="admin-form" onSubmit={(e) => void submit(e)} noValidate>
        <label htmlFor={`${id}-email`}>{t('adminArea.email')}</label>
        <input
          id={`${id}-email`}
          type="email"
          autoComplete="username"
          required
          value={email}
          onChange={(e) => setEmail(e.target.value)}
        />
        <label htmlFor={`${id}-password`}>{t('adminArea.password')}</label>
        <input
          id={`${id}-password`}
          type="password"
          autoComplete="current-password"
          required
          value={password}
          onChange={(e) => setPassword(e.target.value)}
        />
        {error && <ErrorPanel testId="login-error">{error}</ErrorPanel>}
        <button type="submit" className="button" disabled={pending || !email.trim() || !password}>
          {pending ? t('adminArea.signingIn') : t('adminArea.signIn')}
        </button>
      </form>
      <p>
        <Link to="/admin-access">{t('admin.title')}</Link>
      </p>
    </section>
  );
}
