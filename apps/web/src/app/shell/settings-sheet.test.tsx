import { STORAGE_KEYS } from '@swiss/contract';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { changeLanguage, initI18n } from '../../lib/i18n';
import { SettingsButton } from './settings-sheet';

beforeAll(async () => {
  await initI18n();
});
afterEach(async () => {
  cleanup();
  await changeLanguage('en');
  localStorage.clear();
});

function renderSettings() {
  return render(
    <>
      <button type="button">before</button>
      <SettingsButton />
      <button type="button">after</button>
    </>,
  );
}

describe('SettingsButton', () => {
  it('opens a labelled modal dialog with the theme and language and focuses into it', async () => {
    const user = userEvent.setup();
    renderSettings();
    const button = screen.getByRole('button', { name: 'Settings' });
    expect(button).toHaveAttribute('aria-haspopup', 'dialog');
    await user.click(button);
    const dialog = await screen.findByRole('dialog', { name: 'Settings' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(within(dialog).getByRole('combobox', { name: 'Theme' })).toBeInTheDocument();
    expect(within(dialog).getByRole('combobox', { name: 'Language' })).toBeInTheDocument();
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
  });

  it('keeps Tab inside the dialog, both ways', async () => {
    const user = userEvent.setup();
    renderSettings();
    await user.click(screen.getByRole('button', { name: 'Settings' }));
    const dialog = await screen.findByRole('dialog');
    for (let i = 0; i < 6; i += 1) {
      await user.tab();
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
    for (let i = 0; i < 6; i += 1) {
      await user.tab({ shift: true });
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
  });

  it('closes on Escape and on its close button, and gives focus back to the settings button', async () => {
    const user = userEvent.setup();
    renderSettings();
    const button = screen.getByRole('button', { name: 'Settings' });
    await user.click(button);
    await screen.findByRole('dialog');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(button).toHaveFocus();
    expect(button).toHaveAttribute('aria-expanded', 'false');
    await user.click(button);
    await user.click(await screen.findByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(button).toHaveFocus();
  });

  it('applies and keeps the chosen theme and language', async () => {
    const user = userEvent.setup();
    renderSettings();
    await user.click(screen.getByRole('button', { name: 'Settings' }));
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Theme' }), 'wine');
    expect(document.documentElement).toHaveAttribute('data-theme', 'wine');
    expect(localStorage.getItem(STORAGE_KEYS.theme)).toBe('wine');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'de');
    expect(await screen.findByRole('dialog', { name: 'Einstellungen' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Sprache' })).toHaveValue('de');
  });
});
