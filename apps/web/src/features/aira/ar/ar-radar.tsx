import type { Peak } from '@swiss/contract';
import { forwardRef } from 'react';
import { useTranslation } from 'react-i18next';
import { relativeBearing } from './ar-geometry';
import type { HeadingSource } from './ar-session';

export interface RadarPoint {
  id: string;
  name: string;
  bearing: number;
  distanceM: number;
}

const SIZE = 240;
const CENTER = SIZE / 2;
const RADIUS = SIZE / 2 - 14;

/**
 * The visual fallback (spec §2, §4): a compass radar of the places around the visitor. It works with
 * no camera and no orientation: up is the way the visitor faces, or north (heading 0) without a compass.
 */
export const ArRadar = forwardRef<
  SVGSVGElement,
  {
    points: readonly RadarPoint[];
    peaks: readonly Peak[];
    heading: number | null;
    headingSource: HeadingSource | null;
    maxDistanceM: number;
  }
>(function ArRadar({ points, peaks, heading, headingSource, maxDistanceM }, ref) {
  const { t } = useTranslation();
  const facing = heading ?? 0;
  const place = (bearing: number, share: number) => {
    const angle = (relativeBearing(bearing, facing) * Math.PI) / 180;
    const r = Math.min(1, share) * RADIUS;
    return { x: CENTER + Math.sin(angle) * r, y: CENTER - Math.cos(angle) * r };
  };
  const north = place(0, 1.05);
  const caption =
    heading === null
      ? t('aira.ar.northUp')
      : headingSource === 'relative'
        ? t('aira.ar.relativeHeading')
        : t('aira.ar.headingUp', { heading: Math.round(facing) });
  return (
    <figure className="aira-ar__radar" data-testid="aira-ar-radar">
      <svg
        ref={ref}
        xmlns="http://www.w3.org/2000/svg"
        viewBox={`0 0 ${SIZE} ${SIZE}`}
        width={SIZE}
        height={SIZE}
        role="img"
        aria-label={t('aira.ar.radarLabel')}
      >
        <circle cx={CENTER} cy={CENTER} r={RADIUS} fill="rgba(0,40,30,0.85)" stroke="#4ade80" strokeWidth="1.5" />
        <circle cx={CENTER} cy={CENTER} r={RADIUS / 2} fill="none" stroke="#4ade80" strokeOpacity="0.5" />
        <line x1={CENTER} y1={CENTER} x2={CENTER} y2={CENTER - RADIUS} stroke="#4ade80" strokeOpacity="0.6" />
        <text x={north.x} y={north.y + 4} fill="#ffffff" fontSize="12" fontWeight="700" textAnchor="middle">
          N
        </text>
        {peaks.map((peak) => {
          const at = place(peak.bearing_deg, 1);
          return (
            <polygon
              key={peak.id}
              points={`${at.x},${at.y - 6} ${at.x - 5},${at.y + 4} ${at.x + 5},${at.y + 4}`}
              fill="#e2e8f0"
            />
          );
        })}
        {points.map((point) => {
          const at = place(point.bearing, point.distanceM / maxDistanceM);
          return <circle key={point.id} cx={at.x} cy={at.y} r="5" fill="#facc15" stroke="#000" strokeWidth="1" />;
        })}
        <circle cx={CENTER} cy={CENTER} r="5" fill="#60a5fa" />
      </svg>
      <figcaption data-testid="aira-ar-radar-caption">{caption}</figcaption>
    </figure>
  );
});
