import type { AiChatRequest, AiChatResponse } from '@swiss/contract';
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ChatTransport } from '../../../lib/chat/use-chat';
import { initI18n } from '../../../lib/i18n';
import { stringsReady } from '../index';
import { placeFixture } from '../lib/place-fixture';
import { renderWithClient, voicesClient } from '../voice/chat-fixture';
import { ArChat } from './ar-chat';

const AT = { lat: 46.0207, lng: 7.7491 };

beforeAll(async () => {
  await initI18n();
  await stringsReady;
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

function renderChat(
  transport: ChatTransport,
  place = placeFixture({ explorer_place_id: null, lat: 46.03, lng: 7.76 }),
) {
  return renderWithClient(
    voicesClient(),
    <ArChat place={place} at={AT} onGeneral={() => undefined} onClose={() => undefined} services={{ transport }} />,
  );
}

async function ask(text: string) {
  fireEvent.change(screen.getByTestId('aira-ar-chat-input'), { target: { value: text } });
  await act(async () => {
    fireEvent.click(screen.getByTestId('aira-ar-chat-send'));
    await Promise.resolve();
  });
}

const reply = (text: string): AiChatResponse => ({
  status: 'success',
  response: text,
  language: 'en',
  isFallback: false,
  sources: [],
});

describe('the AR AI chat (voice kernel)', () => {
  it('has the voice toggle, picker and record button, disabled while the voice is off', () => {
    renderChat(() => Promise.resolve(reply('ok')));
    expect(screen.getByTestId('aira-ar-chat-voice-toggle')).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByTestId('aira-ar-chat-voice-picker')).toBeInTheDocument();
    expect(screen.getByTestId('aira-ar-chat-record')).toBeDisabled();
    expect(screen.getByTestId('aira-ar-chat-interrupt')).toBeDisabled();
    expect(screen.getByTestId('aira-ar-chat-status')).toHaveTextContent('Status: Ready');
    fireEvent.click(screen.getByTestId('aira-ar-chat-voice-toggle'));
    expect(screen.getByTestId('aira-ar-chat-record')).toBeEnabled();
  });

  it("asks about the place at its position and answers a failure with the spec's text", async () => {
    const sent: AiChatRequest[] = [];
    renderChat((request) => {
      sent.push(request);
      return Promise.reject(new Error('HTTP 502'));
    });
    await ask('Is it open?');
    expect(await screen.findByTestId('aira-ar-chat-error')).toHaveTextContent(
      'Sorry, I encountered an issue. Please try again.',
    );
    expect(sent[0]).toMatchObject({ message: 'Is it open?', location: { lat: 46.03, lng: 7.76 } });
    expect(sent[0]?.session_id).toMatch(/^aira_ar_osm:node_1_/);
  });

  it('shows only the last 5 exchanges of the last 5 minutes', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let n = 0;
    renderChat(() => Promise.resolve(reply(`answer ${(n += 1)}`)));
    for (const q of ['q1', 'q2', 'q3', 'q4', 'q5', 'q6', 'q7']) {
      await ask(q);
      await screen.findByText(`answer ${q.slice(1)}`, { selector: 'li p' });
    }
    const questions = () => screen.queryAllByTestId('aira-ar-chat-question').map((li) => li.textContent);
    expect(questions()).toHaveLength(5);
    expect(questions()[0]).toContain('q3');
    expect(screen.getAllByTestId('aira-ar-chat-answer')).toHaveLength(5);
    // Five quiet minutes later (the list refreshes every 15 s) nothing is left.
    act(() => {
      vi.advanceTimersByTime(5 * 60_000 + 15_000);
    });
    expect(questions()).toHaveLength(0);
    expect(screen.getByText('No messages in the last 5 minutes.')).toBeInTheDocument();
  });
});
