import { SHELL_ICON_PATHS } from '@swiss/contract';

/** The shell's line icons (the server's first screen draws the same paths); decorative: every one sits beside its text. */
const PATHS = SHELL_ICON_PATHS;

export type IconName = keyof typeof PATHS;

export function Icon({ name }: { name: IconName }) {
  return (
    <svg
      className="icon"
      viewBox="0 0 24 24"
      width="24"
      height="24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d={PATHS[name]} />
    </svg>
  );
}
