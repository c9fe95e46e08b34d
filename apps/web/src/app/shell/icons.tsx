import { LineIcon } from '../../components/line-icon';
import { SHELL_ICON_PATHS } from '@swiss/contract';

/** The shell's line icons (the server's first screen draws the same paths); decorative: every one sits beside its text. */
const PATHS = SHELL_ICON_PATHS;

export type IconName = keyof typeof PATHS;

export function Icon({ name }: { name: IconName }) {
  return <LineIcon path={PATHS[name]} size={24} strokeWidth={1.8} />;
}
