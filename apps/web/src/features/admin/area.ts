import './admin.css';

// The sign-in page and the dashboard are one lazily loaded chunk, kept out of the visitors' bundle.
export { stringsReady } from './strings';

export { AdminLoginPage } from './admin-login-page';
export { AdminDashboardPage } from './admin-dashboard-page';
