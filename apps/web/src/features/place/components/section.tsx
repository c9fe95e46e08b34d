import type { ReactNode } from 'react';

/** A titled section of the place page, reachable by its heading. */
export function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className="place-section" aria-labelledby={`section-${id}`} data-testid={`section-${id}`}>
      <h2 id={`section-${id}`}>{title}</h2>
      {children}
    </section>
  );
}
