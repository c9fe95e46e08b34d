import { useEffect, useLayoutEffect, useRef } from 'react';
import './scroll-strip.css';

function reducedMotion(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/** Marks which ends of a sideways-scrolling strip hide more items (`data-more-start`, `data-more-end`). */
function markEnds(strip: HTMLElement): void {
  const max = strip.scrollWidth - strip.clientWidth;
  // Right-to-left scripts count scrollLeft down from 0; the app has none, but the sign costs nothing.
  const from = Math.abs(strip.scrollLeft);
  strip.toggleAttribute('data-more-start', max > 1 && from > 1);
  strip.toggleAttribute('data-more-end', max > 1 && from < max - 1);
}

/**
 * A row of tabs or chips that scrolls sideways when it is wider than the screen, instead of being
 * cut off: the class `scroll-strip` fades the edge where more items hide (scroll-strip.css), and
 * the current item (`[aria-current="page"]`, `[aria-selected="true"]` or `activeSelector`) is
 * brought to the middle of the strip when `activeKey` changes. Only the strip scrolls, never the
 * page, and the focus stays where it is. Give the returned ref to the scrolling element.
 */
export function useScrollStrip<E extends HTMLElement>(
  activeKey: unknown,
  activeSelector = '[aria-current="page"], [aria-selected="true"]',
) {
  const ref = useRef<E>(null);
  const first = useRef(true);

  useEffect(() => {
    const strip = ref.current;
    if (!strip) return;
    strip.classList.add('scroll-strip');
    const update = () => markEnds(strip);
    update();
    strip.addEventListener('scroll', update, { passive: true });
    const resized = typeof ResizeObserver === 'function' ? new ResizeObserver(update) : undefined;
    resized?.observe(strip);
    window.addEventListener('resize', update);
    return () => {
      strip.removeEventListener('scroll', update);
      resized?.disconnect();
      window.removeEventListener('resize', update);
    };
  }, []);

  useLayoutEffect(() => {
    const strip = ref.current;
    const active = strip?.querySelector<HTMLElement>(activeSelector);
    if (!strip || !active) return;
    const box = strip.getBoundingClientRect();
    const item = active.getBoundingClientRect();
    const left = strip.scrollLeft + (item.left - box.left) - (box.width - item.width) / 2;
    const behavior: ScrollBehavior = first.current || reducedMotion() ? 'auto' : 'smooth';
    first.current = false;
    if (typeof strip.scrollTo === 'function') strip.scrollTo({ left, behavior });
    else strip.scrollLeft = left;
    markEnds(strip);
  }, [activeKey, activeSelector]);

  return ref;
}
