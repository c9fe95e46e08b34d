import { systemStatusResponseSchema } from '@swiss/contract';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ErrorPanel, Loading } from '../../components/status';
import { getJson } from '../../lib/api-client';
import { CountTable } from './count-table';
import { ProvidersTable } from './system-providers';

function megabytes(bytes: number, format: Intl.NumberFormat): string {
  return `${format.format(bytes / 1024 / 1024)} MB`;
}

/** This server instance: uptime, memory, database, catalog, configured providers and its last errors. */
export function SystemPanel({ token }: { token: string }) {
  const { t, i18n } = useTranslation();
  const status = useQuery({
    queryKey: ['admin', 'system'],
    queryFn: ({ signal }) =>
      getJson('/api/admin/system', systemStatusResponseSchema, { signal, token, cache: 'no-cache' }),
  });
  const decimal = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 1 });
  const date = (iso: string | null) => (iso ? new Date(iso).toLocaleString(i18n.language) : '–');
  const configured = (yes: boolean) => (yes ? t('adminArea.system.configured') : t('adminArea.system.notConfigured'));
  const system = status.data?.system;

  return (
    <section className="panel" aria-labelledby="admin-system-title" data-testid="admin-system">
      <h2 id="admin-system-title">{t('adminArea.system.title')}</h2>
      {status.isPending && <Loading>{t('adminArea.system.loading')}</Loading>}
      {status.isError && (
        <ErrorPanel
          action={
            <button type="button" className="button" onClick={() => void status.refetch()}>
              {t('adminArea.retry')}
            </button>
          }
        >
          {t('adminArea.system.error', { message: status.error.message })}
        </ErrorPanel>
      )}
      {system && (
        <>
          <button type="button" className="button button--secondary" onClick={() => void status.refetch()}>
            {t('adminArea.system.refresh')}
          </button>
          <dl className="admin-facts">
            <dt>{t('adminArea.system.version')}</dt>
            <dd>
              {system.version} (Node.js {system.node})
            </dd>
            <dt>{t('adminArea.system.uptime')}</dt>
            <dd>
              {t('adminArea.system.uptimeValue', {
                hours: decimal.format(system.uptime_seconds / 3600),
                since: date(system.started_at),
              })}
            </dd>
            <dt>{t('adminArea.system.memory')}</dt>
            <dd>
              {t('adminArea.system.memoryValue', {
                rss: megabytes(system.memory.rss_bytes, decimal),
                heap: megabytes(system.memory.heap_used_bytes, decimal),
                heapTotal: megabytes(system.memory.heap_total_bytes, decimal),
              })}
            </dd>
            <dt>{t('adminArea.system.database')}</dt>
            <dd data-testid="system-database">
              {system.database.kind === 'pglite' ? t('adminArea.system.pglite') : t('adminArea.system.postgres')}
              {' · '}
              {system.database.size_bytes === null
                ? t('adminArea.system.sizeUnknown')
                : megabytes(system.database.size_bytes, decimal)}
            </dd>
            <dt>{t('adminArea.system.catalog')}</dt>
            <dd>
              {t('adminArea.system.catalogValue', {
                places: system.catalog.places,
                hash: system.catalog.content_hash?.slice(0, 12) ?? '–',
                seeded: date(system.catalog.seeded_at),
                updated: date(system.catalog.updated_at),
              })}
            </dd>
            <dt>{t('adminArea.system.ai')}</dt>
            <dd>
              {system.providers.ai.engine === 'grounded'
                ? t('adminArea.system.aiGrounded')
                : t('adminArea.system.aiLlm', { model: system.providers.ai.model ?? '' })}
            </dd>
            <dt>{t('adminArea.system.tts')}</dt>
            <dd>{configured(system.providers.tts.configured)}</dd>
            <dt>{t('adminArea.system.stt')}</dt>
            <dd>{configured(system.providers.stt.configured)}</dd>
            <dt>{t('adminArea.system.mapTiles')}</dt>
            <dd>{configured(system.providers.map_tiles.configured)}</dd>
          </dl>
          <ProvidersTable providers={system.provider_status} date={date} />
          {system.recent_errors.length === 0 ? (
            <p data-testid="system-no-errors">{t('adminArea.system.noErrors')}</p>
          ) : (
            <CountTable
              testId="system-errors"
              caption={t('adminArea.system.errors')}
              headers={[
                t('adminArea.system.errorTime'),
                t('adminArea.system.errorRoute'),
                t('adminArea.system.errorStatus'),
                t('adminArea.system.errorMessage'),
              ]}
              rows={system.recent_errors.map((e, i) => ({
                key: `${e.time}-${i}`,
                cells: [date(e.time), `${e.method} ${e.route}`, e.status, e.message],
              }))}
            />
          )}
        </>
      )}
    </section>
  );
}
