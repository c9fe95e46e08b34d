import type { PlaceSource } from '@swiss/contract';
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../lib/i18n';
import { createQueryClient } from '../../lib/query-client';
import { adminTestPlace } from '../../test/admin-place';
import { PlaceEditor } from './place-editor';
import { stringsReady } from './strings';

/** The admin API for one place: answers GET with its stored version, PUT with what was sent; keeps the PUT bodies. */
function stubApi(place: PlaceSource) {
  const saved: PlaceSource[] = [];
  let stored = place;
  vi.stubGlobal(
    'fetch',
    vi.fn((input: RequestInfo | URL, init?: RequestInit) => {
      const url = input instanceof Request ? input.url : String(input);
      if (url !== `/api/admin/places/${place.id}`) return Promise.reject(new Error(`unexpected ${url}`));
      if (init?.method === 'PUT') {
        const body = JSON.parse(init.body as string) as PlaceSource;
        saved.push(body);
        stored = body;
        return Promise.resolve(Response.json({ status: 'success', place: body, admin_edited: true }));
      }
      return Promise.resolve(Response.json({ status: 'success', place: stored, admin_edited: saved.length > 0 }));
    }),
  );
  return saved;
}

async function renderEditor(place = adminTestPlace()) {
  const saved = stubApi(place);
  const onStatus = vi.fn();
  render(
    <QueryClientProvider client={createQueryClient()}>
      <PlaceEditor id={place.id} token="admin-token" onCreated={vi.fn()} onStatus={onStatus} />
    </QueryClientProvider>,
  );
  const editor = await screen.findByTestId('admin-content-editor');
  return { editor: within(editor), saved, onStatus };
}

beforeAll(async () => {
  await stringsReady;
  await initI18n();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the place editor, side by side with English', () => {
  it('edits English alone, with every localized text of the place: festival, travel, region, photo spots', async () => {
    const { editor } = await renderEditor();
    expect(editor.getByRole('radio', { name: 'English' })).toBeChecked();
    expect(editor.queryAllByTestId('admin-content-english')).toEqual([]);
    const english: [string, string][] = [
      ['Title (EN)', 'Lakes Walk'],
      ['Region (EN)', 'Zermatt, Valais'],
      ['Annual festival (EN)', 'Lake festival'],
      ['Festival date (EN)', 'Early August'],
      ['Seasonal event (EN)', ''],
      ['Travel time (EN)', '3 h from Bern'],
      ['Last leg (transport) (EN)', 'Sunnegga funicular'],
      ['Preservation efforts (EN)', ''],
      ['Sustainable transport (EN)', ''],
      ['Eco initiatives (EN)', ''],
      ['Photo spots (EN)', 'Stellisee with the Matterhorn\nLeisee at sunrise'],
    ];
    for (const [label, value] of english) expect(editor.getByLabelText(label)).toHaveValue(value);
    expect(editor.getByRole('group', { name: 'Festivals and events' })).toBeInTheDocument();
    expect(editor.getByRole('group', { name: 'Getting there' })).toBeInTheDocument();
  });

  it('shows the English text beside each field in the chosen language, announced as its description', async () => {
    const { editor } = await renderEditor();
    const user = userEvent.setup();
    await user.click(editor.getByRole('radio', { name: 'German' }));
    expect(editor.getByTestId('admin-content-side-by-side')).toHaveTextContent('Editing language: German.');

    const summary = editor.getByLabelText('Summary (DE)');
    expect(summary).toHaveValue('Fünf Seen.');
    expect(summary).toHaveAttribute('lang', 'de');
    expect(summary).toHaveAccessibleDescription('Summary in English Five lakes.');
    expect(editor.getByLabelText('Travel time (DE)')).toHaveAccessibleDescription(
      'Travel time in English 3 h from Bern',
    );
    expect(editor.getByLabelText('Region (DE)')).toHaveAccessibleDescription('Region in English Zermatt, Valais');
    // A list: the English spots one by one, then how to write them.
    const spots = editor.getByLabelText('Photo spots (DE)');
    expect(spots).toHaveValue('Stellisee mit dem Matterhorn\nLeisee bei Sonnenaufgang');
    expect(spots).toHaveAccessibleDescription(
      'Photo spots in English Stellisee with the Matterhorn Leisee at sunrise One photo spot a line, as many as in English.',
    );
    // The English reference is read-only text in English, above the field in the page order.
    const reference = within(editor.getByTestId('admin-content-field-summary')).getByTestId('admin-content-english');
    expect(reference).toHaveTextContent('Summary in English Five lakes.');
    expect(within(reference).queryByRole('textbox')).toBeNull();
    expect(reference.compareDocumentPosition(summary) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    // Every text has its reference: as many as there are fields.
    expect(editor.getAllByTestId('admin-content-english')).toHaveLength(18);
  });

  it('moves the keyboard from field to field, never to the English text', async () => {
    const { editor } = await renderEditor();
    const user = userEvent.setup();
    await user.click(editor.getByRole('radio', { name: 'French' }));
    await user.click(editor.getByLabelText('Title (FR)'));
    await user.tab();
    expect(editor.getByLabelText('Region (FR)')).toHaveFocus();
    await user.tab();
    expect(editor.getByLabelText('Summary (FR)')).toHaveFocus();
  });

  it('marks what the language lacks, and the mark goes once it is written', async () => {
    const { editor } = await renderEditor();
    const user = userEvent.setup();
    await user.click(editor.getByRole('radio', { name: 'French' }));
    const date = editor.getByLabelText('Festival date (FR)');
    expect(date).toHaveValue('');
    expect(date).toHaveAttribute('aria-invalid', 'true');
    expect(date).toHaveAccessibleDescription('Festival date in English Early August Missing translation (French).');
    await user.type(date, 'Août');
    expect(date).not.toHaveAttribute('aria-invalid');
    expect(editor.queryByText('Missing translation (French).')).toBeNull();

    await user.click(editor.getByRole('radio', { name: 'Italian' }));
    expect(editor.getByLabelText('Photo spots (IT)')).toHaveAccessibleDescription(/Missing translation \(Italian\)\.$/);
  });

  it('saves the translations typed beside the English: festival, photo spots (blank lines dropped)', async () => {
    const { editor, saved } = await renderEditor();
    const user = userEvent.setup();
    await user.click(editor.getByRole('radio', { name: 'Italian' }));
    await user.type(editor.getByLabelText('Photo spots (IT)'), 'Stellisee{Enter}{Enter}Leisee ');
    await user.click(editor.getByRole('radio', { name: 'French' }));
    await user.type(editor.getByLabelText('Festival date (FR)'), 'Août');
    await user.click(editor.getByRole('button', { name: 'Save' }));

    await vi.waitFor(() => expect(saved).toHaveLength(1));
    const [body] = saved;
    expect(body?.photo_spots?.it).toEqual(['Stellisee', 'Leisee']);
    expect(body?.festival_date).toEqual({ en: 'Early August', de: 'Anfang August', fr: 'Août', it: 'Inizio agosto' });
    expect(body?.names).toEqual(adminTestPlace().names);
  }, 30_000);

  it('adds an optional text in English and removes it when every language is emptied', async () => {
    const { editor, saved } = await renderEditor();
    const user = userEvent.setup();
    await user.type(editor.getByLabelText('Seasonal event (EN)'), 'Fair');
    await user.click(editor.getByRole('radio', { name: 'German' }));
    expect(editor.getByLabelText('Seasonal event (DE)')).toHaveAttribute('aria-invalid', 'true');
    await user.click(editor.getByRole('radio', { name: 'English' }));
    await user.clear(editor.getByLabelText('Annual festival (EN)'));
    for (const language of ['German', 'French', 'Italian']) {
      await user.click(editor.getByRole('radio', { name: language }));
      const code = { German: 'DE', French: 'FR', Italian: 'IT' }[language] ?? '';
      await user.clear(editor.getByLabelText(`Annual festival (${code})`));
    }
    await user.click(editor.getByRole('button', { name: 'Save' }));
    await vi.waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]?.seasonal_event).toEqual({ en: 'Fair' });
    expect(saved[0]).not.toHaveProperty('annual_festival');
  }, 30_000);

  it('sets the access level and its English note, the same in every language', async () => {
    const { editor, saved } = await renderEditor({ ...adminTestPlace(), access_level: 'walk' });
    const user = userEvent.setup();
    await user.click(editor.getByRole('radio', { name: 'German' }));
    const access = within(editor.getByRole('group', { name: 'Access' }));
    const level = access.getByRole('combobox', { name: 'Access level' });
    expect(level).toHaveValue('walk');
    expect(access.getAllByRole('option').map((o) => o.textContent)).toEqual([
      'Not set',
      'Walk (no hiking needed)',
      'Easy hike (marked trails)',
      'Mountain hike (alpine terrain)',
      'Alpine, mountain guide needed',
    ]);
    await user.selectOptions(level, 'mountain_hike');
    const note = access.getByRole('textbox', { name: 'Access note (English)' });
    expect(note).toHaveAccessibleDescription('A short note in English on why this level.');
    await user.type(note, 'Trail');
    await user.click(editor.getByRole('button', { name: 'Save' }));
    await vi.waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]).toMatchObject({ access_level: 'mountain_hike', access_note: 'Trail' });

    // The saved version opens anew (from the answer, then from the refetched list).
    await vi.waitFor(() => expect(fetch).toHaveBeenCalledTimes(3));
    const form = within(screen.getByTestId('admin-content-editor'));
    expect(form.getByLabelText('Access note (English)')).toHaveValue('Trail');
    await user.selectOptions(form.getByLabelText('Access level'), '');
    await user.clear(form.getByLabelText('Access note (English)'));
    await user.click(form.getByRole('button', { name: 'Save' }));
    await vi.waitFor(() => expect(saved).toHaveLength(2));
    expect(saved[1]).not.toHaveProperty('access_level');
    expect(saved[1]).not.toHaveProperty('access_note');
  }, 30_000);
});
