import { lazy, type ComponentType } from 'react';

/**
 * A view in its own chunk that can also be loaded ahead: once preloaded it renders at once, without
 * the Suspense fallback, so the first page a visitor opens goes straight from the server's first
 * screen to the view.
 */
export function lazyRoute(load: () => Promise<ComponentType>) {
  let loaded: ComponentType | undefined;
  const preload = async (): Promise<void> => {
    loaded ??= await load();
  };
  const Lazy = lazy(async () => {
    await preload();
    return { default: loaded ?? (() => null) };
  });
  function Route() {
    const View = loaded;
    return View ? <View /> : <Lazy />;
  }
  return Object.assign(Route, { preload });
}
