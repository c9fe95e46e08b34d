import { auditResponseSchema, auditRevertResponseSchema, type AuditEntry } from '@swiss/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorPanel, Loading } from '../../components/status';
import { getJson, sendJson } from '../../lib/api-client';
import { AuditValues } from './audit-values';
import { PanelMessages } from './panel-messages';
import { Pager } from './pager';

/** Recent changes (content, photos, flags), newest first, with their old and new values; any of them can be reverted (the revert is listed too). */
export function AuditPanel({ token }: { token: string }) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const client = useQueryClient();
  const [page, setPage] = useState(1);
  const [status, setStatus] = useState('');
  const [error, setError] = useState('');
  const audit = useQuery({
    queryKey: ['admin', 'audit', page],
    queryFn: ({ signal }) => getJson(`/api/admin/audit?page=${page}`, auditResponseSchema, { signal, token }),
  });
  const revert = useMutation({
    mutationFn: (entry: AuditEntry) =>
      sendJson('POST', `/api/admin/audit/${entry.id}/revert`, {}, auditRevertResponseSchema, { token }),
    onMutate: () => {
      setError('');
      setStatus(t('adminArea.audit.reverting'));
    },
    onSuccess: (_answer, entry) => {
      // The editor and the lists show the restored version.
      void client.invalidateQueries({ queryKey: ['admin'] });
      setStatus(t('adminArea.audit.reverted', { id: entry.id, entity: entry.entity_id }));
    },
    onError: (failure) => {
      setStatus('');
      setError(t('adminArea.audit.revertFailed', { message: failure.message }));
    },
  });
  const pages = audit.data ? Math.max(1, Math.ceil(audit.data.total / audit.data.page_size)) : 1;

  return (
    <section className="panel" aria-labelledby={`${id}-title`} data-testid="admin-audit">
      <h2 id={`${id}-title`}>{t('adminArea.audit.title')}</h2>
      <p>{t('adminArea.audit.intro')}</p>
      {audit.isPending && <Loading>{t('adminArea.audit.loading')}</Loading>}
      {audit.isError && <ErrorPanel>{t('adminArea.audit.error', { message: audit.error.message })}</ErrorPanel>}
      {audit.data?.entries.length === 0 && <p>{t('adminArea.audit.empty')}</p>}
      {audit.data && audit.data.entries.length > 0 && (
        <ol className="admin-audit" aria-label={t('adminArea.audit.list')}>
          {audit.data.entries.map((entry) => (
            <li key={entry.id} className="admin-audit__entry" data-testid={`admin-audit-${entry.id}`}>
              <p className="admin-audit__what">
                <strong>
                  {t(`adminArea.audit.actions.${entry.action}`)} · {t(`adminArea.audit.kinds.${entry.entity_kind}`)}{' '}
                  <code>{entry.entity_id}</code>
                </strong>
                {entry.reverts !== null && <> {t('adminArea.audit.revertsEntry', { id: entry.reverts })}</>}
              </p>
              <p className="admin-audit__meta">
                #{entry.id} · {new Date(entry.at).toLocaleString(i18n.language)} ·{' '}
                {entry.user_email ?? t('adminArea.audit.unknownUser')}
                {entry.changes.length > 0 && <> · {entry.changes.join(', ')}</>}
              </p>
              <AuditValues values={entry.values} />
              <button
                type="button"
                className="button button--secondary"
                disabled={revert.isPending}
                onClick={() => revert.mutate(entry)}
                aria-label={t('adminArea.audit.revertLabel', { id: entry.id, entity: entry.entity_id })}
              >
                {t('adminArea.audit.revert')}
              </button>
            </li>
          ))}
        </ol>
      )}
      <Pager label={t('adminArea.audit.pages')} page={page} pages={pages} onPage={setPage} />
      <PanelMessages id="audit" error={error} status={status} />
    </section>
  );
}
