export { AdminAccessPage } from './admin-access-page';
