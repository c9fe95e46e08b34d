import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { runHousekeeping } from './lib/housekeeping';
import { initI18n } from './lib/i18n';
import { scheduleOfflineSupport } from './lib/offline/state';
import { applyTheme, storedTheme } from './lib/theme';
import './styles/app.css';

applyTheme(storedTheme());
void runHousekeeping();
await initI18n();

const root = document.getElementById('root');
if (!root) throw new Error('#root missing in index.html');
createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
scheduleOfflineSupport();
