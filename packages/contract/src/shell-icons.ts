/** The shell's line icons (24x24 SVG paths): the web's tab and top bars and the server's first screen draw the same. */
export const SHELL_ICON_PATHS = {
  explore: 'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18Zm3.5 5.5-2 5-5 2 2-5 5-2Z',
  nearMe: 'M12 21s-6.5-5.6-6.5-11a6.5 6.5 0 0 1 13 0c0 5.4-6.5 11-6.5 11Zm0-8.5a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5Z',
  trip: 'M4 7h16v12H4zM9 7V5h6v2M4 12h16',
  quiz: 'M9.5 9a2.5 2.5 0 1 1 3.5 2.3c-.6.3-1 .9-1 1.6V14m0 3v.5M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18Z',
  more: 'M4 6h16M4 12h16M4 18h16',
  search: 'M10.5 4a6.5 6.5 0 1 0 0 13 6.5 6.5 0 0 0 0-13ZM15.5 15.5 20 20',
  settings: 'M4 7h9m4 0h3M4 17h3m4 0h9M15 5v4M9 15v4',
} as const;
export type ShellIcon = keyof typeof SHELL_ICON_PATHS;
