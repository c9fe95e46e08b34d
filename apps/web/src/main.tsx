import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { prefetchFeatureFlags } from './app/shell';
import { runHousekeeping } from './lib/housekeeping';
import { initI18n } from './lib/i18n';
import { createQueryClient } from './lib/query-client';
import { scheduleOfflineSupport } from './lib/offline/state';
import { applyTheme, storedTheme } from './lib/theme';
import './styles/app.css';

applyTheme(storedTheme());
void runHousekeeping();
const queryClient = createQueryClient();
// The first render shows the page itself, never a loader in between: the flags (which explorer) and
// the strings are in before it. The server's first screen or the loader of index.html shows meanwhile.
await Promise.all([initI18n(), prefetchFeatureFlags(queryClient)]);

const root = document.getElementById('root');
if (!root) throw new Error('#root missing in index.html');
createRoot(root).render(
  <StrictMode>
    <App queryClient={queryClient} />
  </StrictMode>,
);
scheduleOfflineSupport();
