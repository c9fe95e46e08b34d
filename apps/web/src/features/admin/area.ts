import { addEnglishStrings } from '../../lib/i18n';
import en from './en.json';
import './admin.css';

// The sign-in page and the dashboard are one lazily loaded chunk, kept out of the visitors' bundle.
addEnglishStrings(en);

export { AdminLoginPage } from './admin-login-page';
export { AdminDashboardPage } from './admin-dashboard-page';
