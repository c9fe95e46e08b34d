import { useTranslation } from 'react-i18next';
import type { Achievement } from '../achievements';

export function AchievementList({ items }: { items: Achievement[] }) {
  const { t } = useTranslation();
  const earned = items.filter((a) => a.earned).length;
  return (
    <section className="panel results__section" aria-labelledby="results-achievements">
      <h2 id="results-achievements">{t('results.achievementsTitle')}</h2>
      <p data-testid="results-earned">{t('results.earnedCount', { count: earned, total: items.length })}</p>
      <ul className="achievements">
        {items.map((a) => (
          <li
            key={a.key}
            className={`achievement ${a.earned ? 'achievement--earned' : 'achievement--locked'}`}
            data-testid={`achievement-${a.key}`}
            data-earned={a.earned}
          >
            <span className="achievement__icon" aria-hidden="true">
              {a.earned ? a.icon : '🔒'}
            </span>
            <span className="achievement__text">
              <strong>{t(`results.achievements.${a.key}.name`)}</strong>
              <span>{t(`results.achievements.${a.key}.description`)}</span>
            </span>
            {/* The state is said in words, not by colour or icon alone. */}
            <span className="achievement__state">{a.earned ? t('results.earned') : t('results.locked')}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
