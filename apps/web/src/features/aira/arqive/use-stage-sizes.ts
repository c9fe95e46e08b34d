import { useLayoutEffect, useState, type RefObject } from 'react';

export interface Size {
  width: number;
  height: number;
}

export interface StageSizes {
  /** The stage's box, px; null until measured (and where nothing can be measured). */
  stage: Size | null;
  /** Each object button's untransformed box, px, by object id. */
  buttons: ReadonlyMap<string, Size>;
}

const BUTTON_SELECTOR = '[data-object-id]';

function measure(stage: HTMLElement): StageSizes {
  const buttons = new Map<string, Size>();
  stage.querySelectorAll<HTMLElement>(BUTTON_SELECTOR).forEach((button) => {
    const id = button.dataset.objectId;
    if (id) buttons.set(id, { width: button.offsetWidth, height: button.offsetHeight });
  });
  return { stage: { width: stage.clientWidth, height: stage.clientHeight }, buttons };
}

const sameSize = (a: Size | null | undefined, b: Size | null | undefined) =>
  a?.width === b?.width && a?.height === b?.height;

function sameSizes(a: StageSizes, b: StageSizes): boolean {
  if (!sameSize(a.stage, b.stage) || a.buttons.size !== b.buttons.size) return false;
  for (const [id, size] of a.buttons) if (!sameSize(size, b.buttons.get(id))) return false;
  return true;
}

/**
 * The stage's and its buttons' pixel sizes, kept current with a ResizeObserver (window resizes, a text
 * object's new text). Measured before paint, so a new object never shows a frame on top of another.
 * `objectsKey` changes when objects come or go, to observe the new buttons.
 */
export function useStageSizes(stageRef: RefObject<HTMLElement | null>, objectsKey: string): StageSizes {
  const [sizes, setSizes] = useState<StageSizes>({ stage: null, buttons: new Map() });
  useLayoutEffect(() => {
    const stage = stageRef.current;
    if (!stage) return;
    const update = () => {
      const next = measure(stage);
      setSizes((current) => (sameSizes(current, next) ? current : next));
    };
    update();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(update);
    observer.observe(stage);
    stage.querySelectorAll(BUTTON_SELECTOR).forEach((button) => observer.observe(button));
    return () => observer.disconnect();
  }, [stageRef, objectsKey]);
  return sizes;
}
