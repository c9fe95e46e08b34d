import { adminFlagResponseSchema, adminFlagsResponseSchema, type AdminFlag } from '@swiss/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorPanel, Loading } from '../../components/status';
import { getJson, sendJson } from '../../lib/api-client';

const FLAGS_KEY = ['admin', 'flags'] as const;

/** Lists the feature flags and switches them; the public app reads them on start. */
export function FlagsPanel({ token }: { token: string }) {
  const { t, i18n } = useTranslation();
  const client = useQueryClient();
  const [status, setStatus] = useState('');
  const flags = useQuery({
    queryKey: FLAGS_KEY,
    queryFn: ({ signal }) => getJson('/api/admin/flags', adminFlagsResponseSchema, { signal, token }),
  });
  const toggle = useMutation({
    mutationFn: (flag: AdminFlag) =>
      sendJson('PATCH', `/api/admin/flags/${flag.key}`, { enabled: !flag.enabled }, adminFlagResponseSchema, {
        token,
      }),
    onMutate: () => setStatus(t('adminArea.flagSaving')),
    onSuccess: ({ flag }) => {
      client.setQueryData(FLAGS_KEY, (old: { flags: AdminFlag[] } | undefined) =>
        old ? { ...old, flags: old.flags.map((f) => (f.key === flag.key ? flag : f)) } : old,
      );
      // The switch is a new entry of the change history.
      void client.invalidateQueries({ queryKey: ['admin', 'audit'] });
      // The app reads the flags on start (this tab too, on its next load): switching the layout under
      // the admin's hands mid-task would lose their place.
      setStatus(
        t('adminArea.flagSaved', { key: flag.key, state: flag.enabled ? t('adminArea.on') : t('adminArea.off') }),
      );
    },
    onError: (error, flag) => setStatus(t('adminArea.flagFailed', { key: flag.key, message: error.message })),
  });

  return (
    <section className="panel" aria-labelledby="admin-flags-title">
      <h2 id="admin-flags-title">{t('adminArea.flagsTitle')}</h2>
      <p>{t('adminArea.flagsIntro')}</p>
      {flags.isPending && <Loading>{t('adminArea.flagsLoading')}</Loading>}
      {flags.isError && (
        <ErrorPanel
          action={
            <button type="button" className="button" onClick={() => void flags.refetch()}>
              {t('adminArea.retry')}
            </button>
          }
        >
          {t('adminArea.flagsError', { message: flags.error.message })}
        </ErrorPanel>
      )}
      {flags.data && (
        <ul className="admin-flags" data-testid="admin-flags">
          {flags.data.flags.map((flag) => (
            <li key={flag.key} className="admin-flag">
              <label className="admin-flag__switch">
                <input
                  type="checkbox"
                  role="switch"
                  checked={flag.enabled}
                  disabled={toggle.isPending}
                  onChange={() => toggle.mutate(flag)}
                  aria-describedby={`flag-${flag.key}-text`}
                />
                <code>{flag.key}</code>
              </label>
              <p id={`flag-${flag.key}-text`} className="admin-flag__text">
                {flag.description}{' '}
                <span className="admin-flag__date">
                  {t('adminArea.updated', {
                    date: new Date(flag.updated_at).toLocaleString(i18n.language),
                  })}
                </span>
              </p>
            </li>
          ))}
        </ul>
      )}
      <p role="status" aria-live="polite" className="admin-status" data-testid="admin-flag-status">
        {status}
      </p>
    </section>
  );
}
