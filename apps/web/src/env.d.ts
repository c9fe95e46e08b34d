/** The app version, injected by Vite's define from the root package.json. */
declare const __APP_VERSION__: string;
