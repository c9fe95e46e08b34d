import { lazy, type ComponentType } from 'react';

/** A lazily loaded feature module: its index registers its strings (lib/i18n registerFeatureStrings). */
interface FeatureModule {
  stringsReady: Promise<void>;
}

/**
 * A view of a lazily loaded feature, once the feature's strings are in for the current language: the
 * view never flashes English. Every lazy route loads its feature through this.
 */
export async function featureView<M extends FeatureModule, V>(feature: Promise<M>, pick: (module: M) => V): Promise<V> {
  const loaded = await feature;
  await loaded.stringsReady;
  return pick(loaded);
}

/** The component type of a module export (never for an export that is not a component). */
type ViewOf<T> = T extends ComponentType<infer P> ? ComponentType<P> : never;

/** React.lazy over featureView: the view a feature exports under `name`, in the feature's chunk. */
export function lazyFeatureView<M extends FeatureModule, K extends keyof M>(load: () => Promise<M>, name: K) {
  return lazy(async () => ({ default: await featureView(load(), (module) => module[name] as ViewOf<M[K]>) }));
}
