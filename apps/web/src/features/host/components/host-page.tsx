import { QR_TARGETS, SUSTAINABILITY } from '@swiss/contract';
import { useTranslation } from 'react-i18next';
import { ErrorPanel, Loading } from '../../../components/status';
import { useStats } from '../api/use-stats';

const GUIDELINES = ['share', 'official', 'transit', 'crowds', 'nature', 'emergency'] as const;

/** Host resources: open to everyone (spec, section 6), printable as a hand-out. */
export function HostPage() {
  const { t, i18n } = useTranslation();
  const stats = useStats();
  const number = new Intl.NumberFormat(i18n.language);

  return (
    <div className="host" data-testid="host-page">
      <section className="panel" aria-labelledby="host-title">
        <h1 id="host-title">{t('host.title')}</h1>
        <p>{t('host.intro')}</p>
        <button type="button" className="button host__print" onClick={() => window.print()} data-testid="host-print">
          {t('host.print')}
        </button>
      </section>

      <section className="panel" aria-labelledby="host-figures">
        <h2 id="host-figures">{t('host.figuresTitle')}</h2>
        {stats.isPending && <Loading testId="host-stats-loading">{t('host.statsLoading')}</Loading>}
        {stats.isError && (
          <ErrorPanel
            testId="host-stats-error"
            action={
              <button type="button" className="button" onClick={() => void stats.refetch()}>
                {t('errors.retry')}
              </button>
            }
          >
            {t('host.statsError')}
          </ErrorPanel>
        )}
        {stats.isSuccess && (
          <>
            <ul className="host__stats">
              <StatCard id="destinations" value={number.format(stats.data.destinations)} />
              <StatCard id="categories" value={number.format(stats.data.categories)} />
              <StatCard id="unesco" value={number.format(stats.data.unesco_sites)} />
              <StatCard id="sustainability" value={t('host.outOf100', { score: stats.data.average_sustainability })} />
            </ul>
            <p className="host__note">
              {t('host.sustainableNote', {
                count: stats.data.sustainable_places,
                threshold: SUSTAINABILITY.sustainableBadgeAt,
              })}
            </p>
          </>
        )}
      </section>

      <section className="panel" aria-labelledby="host-links">
        <h2 id="host-links">{t('host.linksTitle')}</h2>
        <ul className="host__links">
          <li>
            <strong>{t('footer.school')}</strong>
            <br />
            <a href={QR_TARGETS.bhms} target="_blank" rel="noopener noreferrer" data-testid="host-link-bhms">
              {t('footer.schoolLink')}
            </a>
          </li>
          <li>
            <strong>{t('footer.tourism')}</strong>
            <br />
            <a
              href={QR_TARGETS.switzerland}
              target="_blank"
              rel="noopener noreferrer"
              data-testid="host-link-switzerland"
            >
              {t('footer.tourismLink')}
            </a>
          </li>
        </ul>
      </section>

      <section className="panel" aria-labelledby="host-guidelines">
        <h2 id="host-guidelines">{t('host.guidelinesTitle')}</h2>
        <ul className="host__guidelines">
          {GUIDELINES.map((key) => (
            <li key={key}>{t(`host.guidelines.${key}`)}</li>
          ))}
        </ul>
      </section>
    </div>
  );
}

function StatCard({ id, value }: { id: 'destinations' | 'categories' | 'unesco' | 'sustainability'; value: string }) {
  const { t } = useTranslation();
  return (
    <li className="host__stat" data-testid={`host-stat-${id}`}>
      <span className="host__stat-value">{value}</span>
      <span className="host__stat-label">{t(`host.stats.${id}`)}</span>
    </li>
  );
}
