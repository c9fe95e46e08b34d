import { config, locales } from 'zod/mini';

// The contract is built with zod/mini, which (unlike classic `zod`) installs no locale: without this
// every validation message would read "Invalid input". The 400 envelopes carry these messages, so the
// English locale is set explicitly when the app module loads, not left to whichever import comes first.
config(locales.en());
