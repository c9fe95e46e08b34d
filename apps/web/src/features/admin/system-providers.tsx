import type { ProviderStatus } from '@swiss/contract';
import { useTranslation } from 'react-i18next';
import { CountTable } from './count-table';

const COLUMNS = [
  'providerCapability',
  'providerImplementation',
  'providerConfigured',
  'providerLastSuccess',
  'providerLastError',
  'providerCircuit',
  'providerCacheHitRate',
  'providerCallsToday',
] as const;

const CIRCUIT_KEYS = {
  closed: 'circuitClosed',
  open: 'circuitOpen',
  'half-open': 'circuitHalfOpen',
} as const satisfies Record<ProviderStatus['circuit'], string>;

/** The outside providers of this instance: configured or not, last success and error, circuit, cache, calls today. */
export function ProvidersTable({
  providers,
  date,
}: {
  providers: ProviderStatus[];
  date: (iso: string | null) => string;
}) {
  const { t, i18n } = useTranslation();
  const s = (key: string, values?: Record<string, string>) => t(`adminArea.system.${key}`, values);
  const percent = new Intl.NumberFormat(i18n.language, { style: 'percent' });
  return (
    <CountTable
      testId="system-providers"
      caption={s('providers')}
      headers={COLUMNS.map((column) => s(column))}
      rows={providers.map((p) => ({
        key: p.capability,
        cells: [
          p.capability,
          p.implementation,
          s(p.configured ? 'yes' : 'no'),
          date(p.last_success_at),
          p.last_error ? s('providerError', { kind: p.last_error.kind, time: date(p.last_error.at) }) : '–',
          s(CIRCUIT_KEYS[p.circuit]),
          p.cache_hit_rate === null ? '–' : percent.format(p.cache_hit_rate),
          p.calls_today,
        ],
      }))}
    />
  );
}
