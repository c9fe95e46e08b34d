export { stringsReady } from './strings';
export { AdminAccessPage } from './admin-access-page';
