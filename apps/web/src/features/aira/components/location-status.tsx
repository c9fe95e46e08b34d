import { useTranslation } from 'react-i18next';
import { LineIcon } from '../../../components/line-icon';
import { CATEGORY_ICONS } from './icons';
import type { AiraPosition } from '../position/detect-position';

/** How AIRA knows where the visitor is, said plainly: a GPS fix with its accuracy, or how approximate. */
export function positionText(position: AiraPosition, t: (key: string, options?: Record<string, string>) => string) {
  const name = position.name ?? '';
  switch (position.source) {
    case 'gps':
      if (position.accuracyM === null) return t('aira.location.gpsNoAccuracy');
      return t('aira.location.gps', {
        accuracy:
          position.accuracyM < 1000
            ? t('aira.location.metres', { value: String(Math.round(position.accuracyM)) })
            : t('aira.location.kilometres', { value: String(Math.round(position.accuracyM / 100) / 10) }),
      });
    case 'ip':
      return name ? t('aira.location.ipCity', { name }) : t('aira.location.ip');
    case 'timezone':
      return t('aira.location.timezone', { name });
    case 'language':
      return t('aira.location.language', { name });
    case 'default':
      return t('aira.location.default', { name });
    case 'address':
      return t('aira.location.address', { name });
  }
}

export function LocationStatus({
  position,
  provisional,
  placeName,
}: {
  position: AiraPosition;
  provisional: boolean;
  placeName: string | null;
}) {
  const { t } = useTranslation();
  return (
    <div className="aira-location" role="status" data-testid="aira-location" data-source={position.source}>
      <p>
        <LineIcon path={CATEGORY_ICONS.all} size={18} strokeWidth={1.8} />
        <span>
          {positionText(position, t)}
          {placeName && placeName !== position.name && <> · {t('aira.location.near', { name: placeName })}</>}
        </span>
      </p>
      {provisional && <p className="aira-muted">{t('aira.location.refining')}</p>}
      {position.source === 'ip' && (
        // DB-IP Lite's licence (CC BY 4.0) asks for this credit wherever its answer is shown.
        <p className="aira-muted" data-testid="aira-ip-credit">
          {t('aira.location.ipCredit')} <a href="https://db-ip.com">DB-IP</a> (CC BY 4.0)
        </p>
      )}
    </div>
  );
}
