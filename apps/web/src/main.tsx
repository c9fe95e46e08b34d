import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { prepareFirstRoute } from './app/first-route';
import { prefetchFeatureFlags } from './app/shell';
import { runHousekeeping } from './lib/housekeeping';
import { initI18n, resolveLanguage } from './lib/i18n';
import { createQueryClient } from './lib/query-client';
import { scheduleOfflineSupport } from './lib/offline/state';
import { applyTheme, storedTheme } from './lib/theme';
import './styles/app.css';
// In the first stylesheet, not the place chunk's: the server's first screen of a place page uses it.
import './features/place/place.css';

applyTheme(storedTheme());
void runHousekeeping();
const queryClient = createQueryClient();
// The first render shows the page itself, never a loader in between: the flags (which explorer) and
// the strings are in before it. The server's first screen or the loader of index.html shows meanwhile.
await Promise.all([initI18n(), prefetchFeatureFlags(queryClient)]);
await prepareFirstRoute(window.location.pathname, queryClient, resolveLanguage(document.documentElement.lang));

const root = document.getElementById('root');
if (!root) throw new Error('#root missing in index.html');
createRoot(root).render(
  <StrictMode>
    <App queryClient={queryClient} />
  </StrictMode>,
);
scheduleOfflineSupport();
