import './swiss-map.css';

/**
 * The width/height ratio of the whole-Switzerland map (projection.ts: COUNTRY), written out so the
 * first bundle does not carry the projection; swiss-map.test.tsx holds the two equal.
 */
export const COUNTRY_ASPECT = 1.5114;

/** The box the map will fill (same ratio), shown while its code or outline loads: no layout shift. */
export function MapPlaceholder({ fit }: { fit?: number | undefined }) {
  return (
    <div className="swiss-map" aria-hidden="true">
      <div className="swiss-map__frame swiss-map--loading" style={{ aspectRatio: String(fit ?? COUNTRY_ASPECT) }} />
    </div>
  );
}
