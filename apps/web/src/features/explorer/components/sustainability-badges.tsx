import { SUSTAINABILITY, type Place } from '@swiss/contract';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../../components/badge';

/** The sustainability lens: score, Sustainable (>= 80), Green leader (> 75), UNESCO, protected. */
export function SustainabilityBadges({ place }: { place: Place }) {
  const { t } = useTranslation();
  const { sustainability_score: score, unesco_site: unesco, protected_area: protectedArea } = place.sustainability;
  return (
    <span className="badges">
      <Badge tone={score >= SUSTAINABILITY.sustainableBadgeAt ? 'green' : 'neutral'}>
        {t('lens.score', { score })}
      </Badge>
      {score >= SUSTAINABILITY.sustainableBadgeAt && <Badge tone="green">{t('lens.sustainable')}</Badge>}
      {score > SUSTAINABILITY.greenLeaderAbove && score < SUSTAINABILITY.sustainableBadgeAt && (
        <Badge tone="green">{t('lens.greenLeader')}</Badge>
      )}
      {unesco && <Badge tone="blue">{t('lens.unesco')}</Badge>}
      {protectedArea && <Badge tone="amber">{t('lens.protected')}</Badge>}
    </span>
  );
}
