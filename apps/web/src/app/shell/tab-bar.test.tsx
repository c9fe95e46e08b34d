import { STORAGE_KEYS } from '@swiss/contract';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { initI18n } from '../../lib/i18n';
import { modeStore, useModeRouting } from './app-mode';
import { TabBar } from './tab-bar';

function Where() {
  const { pathname } = useLocation();
  return <p data-testid="where">{pathname}</p>;
}

/** The tab bar as the layout holds it: with the mode following the view. */
function Shell() {
  useModeRouting();
  return (
    <>
      <TabBar />
      <Where />
    </>
  );
}

function renderAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="*" element={<Shell />} />
      </Routes>
    </MemoryRouter>,
  );
}

const tabs = () => within(screen.getByRole('navigation', { name: 'Main navigation' }));

beforeAll(async () => {
  await initI18n();
});
afterEach(() => {
  cleanup();
  localStorage.clear();
  modeStore.reload();
});

describe('TabBar', () => {
  it('has the five tabs with their text, and marks the current one', () => {
    renderAt('/place/matterhorn');
    const names = tabs()
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(names).toEqual(['Explore', 'Near me', 'Trip', 'Quiz', 'More']);
    expect(tabs().getByRole('link', { name: 'Explore' })).toHaveAttribute('aria-current', 'page');
    expect(tabs().getByRole('link', { name: 'Quiz' })).not.toHaveAttribute('aria-current');
  });

  it('marks Trip on the planner and More on the other tools', () => {
    const { unmount } = renderAt('/tools/planner');
    expect(tabs().getByRole('link', { name: 'Trip' })).toHaveAttribute('aria-current', 'page');
    expect(tabs().getByRole('button', { name: 'More' })).not.toHaveAttribute('aria-current');
    unmount();
    renderAt('/tools/currency');
    expect(tabs().getByRole('link', { name: 'Trip' })).not.toHaveAttribute('aria-current');
    expect(tabs().getByRole('button', { name: 'More' })).toHaveAttribute('aria-current', 'page');
  });

  it('switches to AIRA with Near me and back with Explore, keeping the mode on the device', async () => {
    const user = userEvent.setup();
    renderAt('/');
    await user.click(tabs().getByRole('link', { name: 'Near me' }));
    expect(screen.getByTestId('where')).toHaveTextContent('/aira');
    expect(localStorage.getItem(STORAGE_KEYS.mode)).toBe('aira-legacy');
    await user.click(tabs().getByRole('link', { name: 'Explore' }));
    expect(screen.getByTestId('where')).toHaveTextContent(/^\/$/);
    expect(localStorage.getItem(STORAGE_KEYS.mode)).toBe('swiss-explorer');
  });

  it('opens More as a dialog with the other views and the mode switch; a link closes it', async () => {
    const user = userEvent.setup();
    renderAt('/');
    const more = tabs().getByRole('button', { name: 'More' });
    expect(more).toHaveAttribute('aria-expanded', 'false');
    await user.click(more);
    const sheet = await screen.findByRole('dialog', { name: 'More' });
    expect(more).toHaveAttribute('aria-expanded', 'true');
    const links = within(sheet).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      'Tools',
      'Old vs New',
      'Sustainability',
      'Results',
      'Host',
      'Open AIRA assistant',
    ]);
    await user.click(within(sheet).getByRole('link', { name: 'Old vs New' }));
    expect(screen.getByTestId('where')).toHaveTextContent('/old-vs-new');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(more).toHaveAttribute('aria-current', 'page');
  });

  it('offers the way back to Swiss Explorer in More while in AIRA mode', async () => {
    const user = userEvent.setup();
    renderAt('/aira');
    await user.click(tabs().getByRole('button', { name: 'More' }));
    await user.click(await screen.findByRole('link', { name: 'Back to Swiss Explorer' }));
    expect(screen.getByTestId('where')).toHaveTextContent(/^\/$/);
    expect(localStorage.getItem(STORAGE_KEYS.mode)).toBe('swiss-explorer');
  });
});

function Probe() {
  return <p data-testid="target">{useModeRouting() ?? 'none'}</p>;
}

describe('useModeRouting', () => {
  it('opens AIRA when the app starts at / in AIRA mode, and nowhere else', () => {
    localStorage.setItem(STORAGE_KEYS.mode, 'aira-legacy');
    modeStore.reload();
    const { unmount } = render(
      <MemoryRouter initialEntries={['/']}>
        <Probe />
      </MemoryRouter>,
    );
    expect(screen.getByTestId('target')).toHaveTextContent('/aira');
    expect(localStorage.getItem(STORAGE_KEYS.mode)).toBe('aira-legacy');
    unmount();
    render(
      <MemoryRouter initialEntries={['/quiz']}>
        <Probe />
      </MemoryRouter>,
    );
    expect(screen.getByTestId('target')).toHaveTextContent('none');
    expect(localStorage.getItem(STORAGE_KEYS.mode)).toBe('swiss-explorer');
  });
});
