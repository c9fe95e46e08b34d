import { LineIcon } from '../../../components/line-icon';
/** Small line icons of the place page (decorative: the control beside them carries the name). */
const PATHS = {
  copy: 'M9 9h10v10H9z M5 15H4V4h11v1',
  trip: 'M12 5v14 M5 12h14',
  check: 'M5 12l5 5 9-10',
  directions: 'M12 2l9 10-9 10-9-10z M9 14v-3h5 M12 8.5l2.5 2.5L12 13.5',
  ask: 'M4 5h16v11H9l-5 4z M9 10.5h.01 M12 10.5h.01 M15 10.5h.01',
  source: 'M14 4h6v6 M20 4l-9 9 M18 14v6H4V6h6',
} as const;
export type IconName = keyof typeof PATHS;

export function Icon({ name }: { name: IconName }) {
  return <LineIcon path={PATHS[name]} size={20} strokeWidth={2} />;
}
