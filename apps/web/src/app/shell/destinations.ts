import { AIRA_PATH } from './app-mode';

/** Where the shell's navigation leads: the same destinations on phones (tabs + More) and desktop. */
export interface Destination {
  key: 'explore' | 'nearMe' | 'trip' | 'quiz' | 'tools' | 'oldVsNew' | 'sustainability' | 'results' | 'host';
  to: string;
  /** The strings key of its label. */
  label: string;
  isActive: (pathname: string) => boolean;
}

const at = (path: string) => (pathname: string) => pathname === path || pathname.startsWith(`${path}/`);

export const TRIP_PATH = '/tools/planner';

/** The bottom tabs on phones (with More after them), the first links of the desktop navigation. */
export const PRIMARY: readonly Destination[] = [
  {
    key: 'explore',
    to: '/',
    label: 'nav.explore',
    isActive: (p) => p === '/' || p.startsWith('/category/') || p.startsWith('/place/'),
  },
  { key: 'nearMe', to: AIRA_PATH, label: 'nav.nearMe', isActive: at(AIRA_PATH) },
  { key: 'trip', to: TRIP_PATH, label: 'nav.trip', isActive: at(TRIP_PATH) },
  { key: 'quiz', to: '/quiz', label: 'nav.quiz', isActive: at('/quiz') },
];

/** Behind More on phones; in the desktop navigation after the primary ones. */
export const SECONDARY: readonly Destination[] = [
  { key: 'tools', to: '/tools', label: 'nav.tools', isActive: (p) => at('/tools')(p) && !at(TRIP_PATH)(p) },
  { key: 'oldVsNew', to: '/old-vs-new', label: 'nav.oldVsNew', isActive: at('/old-vs-new') },
  { key: 'sustainability', to: '/sustainability', label: 'nav.sustainability', isActive: at('/sustainability') },
  { key: 'results', to: '/results', label: 'nav.results', isActive: at('/results') },
  { key: 'host', to: '/host', label: 'nav.host', isActive: at('/host') },
];

/** The test ids the desktop links always had (e2e specs use them): nav-old-vs-new, switch-to-aira. */
export const desktopTestId = (key: Destination['key']): string =>
  key === 'nearMe' ? 'switch-to-aira' : `nav-${key.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}`;
