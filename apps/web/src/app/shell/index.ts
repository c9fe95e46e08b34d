export { AppLoader } from './app-loader';
export { useModeRouting } from './app-mode';
export { Footer } from './footer';
export { OfflineStatus } from './offline-status';
export { TabBar } from './tab-bar';
export { TopBar } from './top-bar';
export { prefetchFeatureFlags, useFeatureFlags } from './use-feature-flags';
