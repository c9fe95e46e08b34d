import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

export interface SectionChip {
  /** The section's id: its heading is `section-{id}` (see Section). */
  id: string;
  label: string;
}

/**
 * In-page links to each section of the place page and to the concierge. On a narrow screen the row
 * scrolls sideways; while more chips follow, a fade and an arrow at the end say so.
 */
export function SectionChips({ chips }: { chips: readonly SectionChip[] }) {
  const { t } = useTranslation();
  const listRef = useRef<HTMLUListElement>(null);
  const [more, setMore] = useState(false);

  useEffect(() => {
    const list = listRef.current;
    if (!list) return;
    const update = () => setMore(list.scrollLeft + list.clientWidth < list.scrollWidth - 4);
    update();
    list.addEventListener('scroll', update, { passive: true });
    const observer = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(update);
    observer?.observe(list);
    return () => {
      list.removeEventListener('scroll', update);
      observer?.disconnect();
    };
  }, [chips]);

  return (
    <nav className="section-chips" aria-label={t('place.jump.label')} data-more={more} data-testid="place-jumps">
      <ul ref={listRef} className="section-chips__list">
        {chips.map((chip) => (
          <li key={chip.id}>
            <a className="section-chips__chip" href={`#section-${chip.id}`} data-testid={`place-jump-${chip.id}`}>
              {chip.label}
            </a>
          </li>
        ))}
        <li>
          <a
            className="section-chips__chip section-chips__chip--concierge"
            href="#concierge-title"
            data-testid="place-jump-concierge"
          >
            {t('place.jump.concierge')}
          </a>
        </li>
      </ul>
      {more && (
        <span
          className="section-chips__more"
          aria-hidden="true"
          title={t('place.jump.more')}
          data-testid="place-jumps-more"
        >
          ›
        </span>
      )}
    </nav>
  );
}
