import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { initI18n } from '../../../lib/i18n';
import { AiraHeader } from '../components/aira-header';
import { stringsReady } from '../index';
import type { AiraPosition } from '../position/detect-position';
import { AiChatTab } from '../pulse/ai-chat-tab';
import { AiraAssistantDialog } from './assistant-dialog';
import { manualText } from './chat-fixture';

const POSITION: AiraPosition = { lat: 46.94809, lng: 7.44744, source: 'gps', accuracyM: 12, name: null };

function withQueries(children: ReactNode) {
  return (
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      {children}
    </QueryClientProvider>
  );
}

beforeAll(async () => {
  await initI18n();
  await stringsReady;
});
beforeEach(() => localStorage.clear());
afterEach(cleanup);

describe('AIRA header', () => {
  it('has the AI button first (§2)', () => {
    render(
      <MemoryRouter>
        <div className="aira">
          <AiraHeader />
        </div>
      </MemoryRouter>,
    );
    const buttons = within(screen.getByRole('banner')).getAllByRole('button');
    expect(buttons[0]).toHaveAccessibleName('Open the AI assistant');
    expect(buttons[0]).toHaveTextContent('AI');
  });
});

describe('the AI assistant modal', () => {
  it('asks a quick query with the position and shows the reply; send waits for text and the answer', async () => {
    const { transport, calls } = manualText();
    render(
      withQueries(
        <AiraAssistantDialog position={POSITION} placeName="Bern" onClose={() => undefined} services={{ transport }} />,
      ),
    );
    const dialog = screen.getByTestId('aira-assistant');
    expect(within(dialog).getByTestId('aira-assistant-welcome')).toHaveTextContent('public transport stops nearby');
    const picker = within(dialog).getByLabelText('Voice personality');
    expect(picker).toHaveValue('rachel');
    expect(within(picker).getAllByRole('option')).toHaveLength(8);
    await userEvent.selectOptions(picker, 'brian');
    expect(localStorage.getItem('selectedVoice')).toBe('brian');

    const send = screen.getByTestId('aira-assistant-send');
    expect(send).toBeDisabled();
    await userEvent.click(screen.getAllByTestId('aira-assistant-quick')[1] as HTMLElement);
    expect(calls[0]?.request).toMatchObject({
      message: 'Where can I eat nearby?',
      location: { lat: 46.94809, lng: 7.44744, city: 'Bern' },
    });
    expect(calls[0]?.request.session_id).toMatch(/^aira_assistant_\d+_[0-9a-f]{32}$/);
    expect(screen.getByTestId('aira-assistant-input')).toBeDisabled();
    calls[0]?.resolve({
      status: 'success',
      response: 'Try the Kornhauskeller.',
      language: 'en',
      isFallback: false,
      sources: [],
    });
    expect(await screen.findByTestId('aira-assistant-answer')).toHaveTextContent('Try the Kornhauskeller.');

    // Enter sends when not busy.
    await userEvent.type(screen.getByTestId('aira-assistant-input'), 'And a café?{Enter}');
    expect(calls[1]?.request.message).toBe('And a café?');
    calls[1]?.reject(new ApiError('the request did not reach the server', 0, 'NETWORK_ERROR'));
    const error = await screen.findByText("Sorry, I'm having trouble connecting right now. Please try again.", {
      selector: '[data-testid="aira-assistant-alert"]',
      exact: false,
    });
    expect(error.closest('[role="alert"]')).not.toBeNull();
    expect(screen.getAllByTestId('aira-assistant-error')).toHaveLength(1);
  });

  it('keeps its voice buttons disabled until the voice is on', async () => {
    render(withQueries(<AiraAssistantDialog position={POSITION} placeName={null} onClose={() => undefined} />));
    expect(screen.getByRole('heading', { name: 'AI Assistant' })).toBeInTheDocument();
    const record = screen.getByTestId('aira-assistant-record');
    expect(record).toBeDisabled();
    expect(record).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByTestId('aira-assistant-interrupt')).toBeDisabled();
    await userEvent.click(screen.getByTestId('aira-assistant-voice-toggle'));
    expect(screen.getByTestId('aira-assistant-voice-toggle')).toHaveAttribute('aria-pressed', 'true');
    expect(record).toBeEnabled();
    expect(screen.getByTestId('aira-assistant-status')).toHaveTextContent('Status: Ready');
  });
});

describe("Pulse's Neural Assistant", () => {
  it('offers the five quick queries, the voice settings and what it can do; fails with the Pulse text', async () => {
    const { transport, calls } = manualText();
    render(withQueries(<AiChatTab position={POSITION} placeName="Bern" transport={transport} />));
    const tab = screen.getByTestId('aira-pulse-chat');
    const quick = within(within(tab).getByRole('group', { name: 'Quick queries' })).getAllByRole('button');
    expect(quick.map((b) => b.textContent)).toEqual([
      'Weather analysis',
      'Dining recommendations',
      'Local events scan',
      'Transport routes',
      'Attraction mapping',
    ]);
    for (const name of ['Stability', 'Clarity']) {
      const slider = within(tab).getByRole('slider', { name });
      expect(slider).toHaveAttribute('min', '0');
      expect(slider).toHaveAttribute('max', '1');
      expect(slider).toHaveAttribute('step', '0.1');
      expect(slider).toHaveValue('0.75');
    }
    expect(within(tab).getByTestId('aira-pulse-chat-capabilities').children).toHaveLength(4);
    expect(within(tab).getByTestId('aira-pulse-chat-record')).toBeDisabled();

    await userEvent.click(quick[3] as HTMLElement);
    expect(calls[0]?.request.message).toMatch(/public transport stops/);
    expect(calls[0]?.request.session_id).toMatch(/^pulse_voice_\d+_[0-9a-f]{32}$/);
    calls[0]?.reject(new ApiError('Too many questions', 429, 'RATE_LIMITED'));
    expect(await within(tab).findByTestId('aira-pulse-chat-error')).toHaveTextContent(
      "Sorry, I'm having trouble responding right now. Please try again.",
    );
  });
});
