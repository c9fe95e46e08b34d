export { AppLoader } from './app-loader';
export { Footer } from './footer';
export { TopBar } from './top-bar';
export { useFeatureFlags } from './use-feature-flags';
