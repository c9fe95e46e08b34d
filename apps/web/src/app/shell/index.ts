export { AppLoader } from './app-loader';
export { Footer } from './footer';
export { OfflineStatus } from './offline-status';
export { TopBar } from './top-bar';
export { prefetchFeatureFlags, useFeatureFlags } from './use-feature-flags';
