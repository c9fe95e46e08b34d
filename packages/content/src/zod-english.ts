import { config, locales } from 'zod/mini';

// The contract schemas are zod/mini, which installs no locale (classic `zod` did so on import): the
// validators here print zod's issue messages to people, so they set English themselves.
config(locales.en());
