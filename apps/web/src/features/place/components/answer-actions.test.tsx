import type { Place } from '@swiss/contract';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage, initI18n } from '../../../lib/i18n';
import { trip } from '../../../lib/trip';
import { stringsReady } from '../index';
import { AnswerActions } from './answer-actions';

const rheinfall = {
  id: 'rheinfall',
  title: 'Rhine Falls',
  local_title: 'Rheinfall',
  type: 'waterfall',
  lat: 47.678,
  lng: 8.615,
} as Partial<Place> as Place;

const sources = [
  { title: 'Rhine Falls', url: 'https://www.rheinfall.ch' },
  { title: 'Rhine Falls', url: '/place/rheinfall' },
];

function renderActions(props: Partial<Parameters<typeof AnswerActions>[0]> = {}) {
  const onCopy = vi.fn();
  const onAskAgain = vi.fn();
  render(
    <AnswerActions
      place={rheinfall}
      answer="The falls are 23 m high."
      sources={sources}
      onCopy={onCopy}
      onAskAgain={onAskAgain}
      {...props}
    />,
  );
  return { onCopy, onAskAgain, group: screen.getByRole('group') };
}

describe('the icon actions under a concierge answer', () => {
  beforeAll(async () => {
    await initI18n();
    await stringsReady;
  });
  beforeEach(async () => {
    localStorage.clear();
    trip.replace([]);
    await changeLanguage('en');
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('are one named group of five controls, each with a name and a matching tooltip', () => {
    const { group } = renderActions();
    expect(group).toHaveAccessibleName('Actions for this answer');
    const names = [...within(group).getAllByRole('button'), ...within(group).getAllByRole('link')].map((el) =>
      el.getAttribute('aria-label'),
    );
    expect(names).toEqual([
      'Copy answer',
      'Add Rhine Falls to your trip',
      'Directions to Rhine Falls',
      'Ask AI a follow-up question',
      'Source: Rhine Falls (opens in a new tab)',
      'Source: Rhine Falls',
    ]);
    for (const control of group.querySelectorAll('.icon-action')) {
      // The tooltip says what the name says; the icon is decoration.
      expect(control.querySelector('.icon-action__tip')).toHaveTextContent(control.getAttribute('aria-label') ?? '-');
      expect(control.querySelector('.icon-action__tip')).toHaveAttribute('aria-hidden', 'true');
      expect(control.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    }
    // External sources open in a new tab, the page's own in place.
    const [external, internal] = within(group).getAllByRole('link');
    expect(external).toHaveAttribute('target', '_blank');
    expect(internal).not.toHaveAttribute('target');
  });

  it('copy hands over the answer; Ask AI asks for a follow-up', () => {
    const { onCopy, onAskAgain } = renderActions();
    fireEvent.click(screen.getByRole('button', { name: 'Copy answer' }));
    expect(onCopy).toHaveBeenCalledWith('The falls are 23 m high.');
    fireEvent.click(screen.getByRole('button', { name: 'Ask AI a follow-up question' }));
    expect(onAskAgain).toHaveBeenCalledOnce();
  });

  it('+ Trip adds the place once, then says it is in the trip', () => {
    renderActions();
    fireEvent.click(screen.getByRole('button', { name: 'Add Rhine Falls to your trip' }));
    expect(trip.items().map((i) => i.id)).toEqual(['rheinfall']);
    const done = screen.getByRole('button', { name: 'Rhine Falls is in your trip' });
    expect(done).toBeDisabled();
  });

  it('directions open a route to the place in a new tab', () => {
    const tab = { opener: {}, location: { href: '' } };
    const open = vi.fn(() => tab);
    vi.stubGlobal('open', open);
    renderActions();
    fireEvent.click(screen.getByRole('button', { name: 'Directions to Rhine Falls' }));
    expect(open).toHaveBeenCalledWith('', '_blank');
    expect(tab.opener).toBeNull();
    expect(tab.location.href).toMatch(/^https:\/\//);
  });

  it('are named in German, French and Italian too', async () => {
    for (const [lang, copy, add] of [
      ['de', 'Antwort kopieren', 'Rhine Falls zur Reise hinzufügen'],
      ['fr', 'Copier la réponse', 'Ajouter Rhine Falls à votre voyage'],
      ['it', 'Copia la risposta', 'Aggiungi Rhine Falls al tuo viaggio'],
    ] as const) {
      await changeLanguage(lang);
      renderActions();
      expect(screen.getByRole('button', { name: copy })).toBeInTheDocument();
      expect(screen.getByRole('button', { name: add })).toBeInTheDocument();
      cleanup();
    }
  });
});
