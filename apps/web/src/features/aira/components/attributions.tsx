import type { PoiAttribution } from '@swiss/contract';
import { useTranslation } from 'react-i18next';

/** The credits the sources' licences ask for, under every list of places (the response's attributions). */
export function Attributions({ attributions }: { attributions: readonly PoiAttribution[] }) {
  const { t } = useTranslation();
  if (attributions.length === 0) return null;
  return (
    <p className="aira-attribution" data-testid="aira-attribution">
      {t('aira.places.attribution')}:{' '}
      {attributions.map((item, index) => (
        <span key={item.source}>
          {index > 0 && ' · '}
          {item.licence_url ? (
            <a href={item.licence_url} target="_blank" rel="noopener noreferrer">
              {item.text}
            </a>
          ) : (
            item.text
          )}
        </span>
      ))}
    </p>
  );
}
