import { useCallback, useMemo, useRef, useState } from 'react';

/**
 * A list and a map of the same places, linked: pointing at or focusing one side highlights the
 * same place on the other, choosing a marker also scrolls its list item into view. One hook for
 * every list beside a map (category page, a place's neighbours); the map takes it as `linked`,
 * each list item spreads `itemProps(id)`.
 */
export interface LinkedSelection {
  /** The place both sides show highlighted: the one pointed at, else the one chosen last. */
  highlighted: string | null;
  /** A marker was chosen (click, Enter, Space): highlight it and bring its list item into view. */
  chooseFromMap: (id: string) => void;
  /** A marker is pointed at or focused (id), or no longer (null). */
  hoverFromMap: (id: string | null) => void;
  /** What a list item spreads to take part. */
  itemProps: (id: string) => LinkedItemProps;
}

export interface LinkedItemProps {
  ref: (element: HTMLElement | null) => void;
  onMouseEnter: () => void;
  onMouseLeave: () => void;
  onFocus: () => void;
  onClick: () => void;
  'data-highlighted': boolean;
  'data-linked-id': string;
}

const reducedMotion = () =>
  typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;

export function useLinkedSelection(): LinkedSelection {
  const [chosen, setChosen] = useState<string | null>(null);
  const [pointed, setPointed] = useState<string | null>(null);
  const items = useRef(new Map<string, HTMLElement>());
  const refs = useRef(new Map<string, (element: HTMLElement | null) => void>());

  const refFor = useCallback((id: string) => {
    let ref = refs.current.get(id);
    if (!ref) {
      ref = (element: HTMLElement | null) => {
        if (element) items.current.set(id, element);
        else items.current.delete(id);
      };
      refs.current.set(id, ref);
    }
    return ref;
  }, []);

  const chooseFromMap = useCallback((id: string) => {
    setChosen(id);
    setPointed(null);
    const item = items.current.get(id);
    if (item && typeof item.scrollIntoView === 'function')
      item.scrollIntoView({ block: 'nearest', behavior: reducedMotion() ? 'auto' : 'smooth' });
  }, []);

  const highlighted = pointed ?? chosen;
  const itemProps = useCallback(
    (id: string): LinkedItemProps => ({
      ref: refFor(id),
      onMouseEnter: () => setPointed(id),
      onMouseLeave: () => setPointed(null),
      onFocus: () => setChosen(id),
      onClick: () => setChosen(id),
      'data-highlighted': highlighted === id,
      'data-linked-id': id,
    }),
    [highlighted, refFor],
  );

  return useMemo(
    () => ({ highlighted, chooseFromMap, hoverFromMap: setPointed, itemProps }),
    [highlighted, chooseFromMap, itemProps],
  );
}
