import '@testing-library/jest-dom/vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { changeLanguage, initI18n } from '../../lib/i18n';
import { OFFLINE_NOTICE_DISMISSED_KEY } from '../../lib/offline/notice';
import { setOfflineState } from '../../lib/offline/state';
import { OfflineStatus } from './offline-status';

const banner = () => screen.queryByRole('status');
const goOffline = () => act(() => setOfflineState({ online: false }));
const goOnline = () => act(() => setOfflineState({ online: true }));

describe('the offline banner', () => {
  beforeAll(async () => {
    await initI18n();
    await changeLanguage('en');
  });
  beforeEach(() => {
    sessionStorage.clear();
    setOfflineState({ online: true, updateReady: false, applyUpdate: undefined });
  });
  afterEach(cleanup);

  it('shows offline, and its labelled Dismiss closes it and hands the focus to the page', () => {
    render(
      <>
        <main id="main" tabIndex={-1} />
        <OfflineStatus />
      </>,
    );
    expect(banner()).toBeNull();
    goOffline();
    expect(banner()).toHaveTextContent(/^You are offline\./);
    const dismiss = screen.getByRole('button', { name: 'Dismiss the offline notice' });
    dismiss.focus();
    fireEvent.click(dismiss);
    expect(banner()).toBeNull();
    expect(document.activeElement).toBe(document.getElementById('main'));
    expect(sessionStorage.getItem(OFFLINE_NOTICE_DISMISSED_KEY)).toBe('1');
  });

  it('stays dismissed for the session while offline (a reload), and comes back on the next offline event', () => {
    setOfflineState({ online: false });
    sessionStorage.setItem(OFFLINE_NOTICE_DISMISSED_KEY, '1');
    render(<OfflineStatus />);
    expect(banner()).toBeNull();
    goOnline();
    expect(sessionStorage.getItem(OFFLINE_NOTICE_DISMISSED_KEY)).toBeNull();
    goOffline();
    expect(banner()).toHaveTextContent(/^You are offline\./);
  });

  it('speaks the visitor’s language', async () => {
    await act(() => changeLanguage('fr'));
    setOfflineState({ online: false });
    render(<OfflineStatus />);
    expect(screen.getByRole('button', { name: "Fermer l'avis hors ligne" })).toBeInTheDocument();
    await act(() => changeLanguage('en'));
  });
});
