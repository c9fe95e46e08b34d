import type { AiChatRequest, AiChatResponse } from '@swiss/contract';
import { act, renderHook } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../i18n';
import { useChat, type ChatOptions, type ChatTransport } from './use-chat';

/** A transport the test answers by hand: each call waits until the test resolves or rejects it. */
function manualTransport() {
  const calls: {
    request: AiChatRequest;
    signal: AbortSignal;
    onText: ((text: string) => void) | undefined;
    answer: (text: string) => void;
    fail: () => void;
  }[] = [];
  const transport: ChatTransport = (request, signal, onText) =>
    new Promise<AiChatResponse>((resolve, reject) => {
      signal.addEventListener('abort', () => reject(new Error('aborted')));
      calls.push({
        request,
        signal,
        onText,
        answer: (text) =>
          resolve({ status: 'success', response: text, language: 'en', isFallback: false, sources: [] }),
        fail: () => reject(new Error('down')),
      });
    });
  return { transport, calls };
}

const concierge = (transport: ChatTransport, extra: Partial<ChatOptions<undefined>> = {}) =>
  renderHook(() =>
    useChat({
      session: () => 'place_matterhorn_concierge',
      subject: () => ({ location_id: 'matterhorn' }),
      failure: { answer: () => 'The concierge is resting; here is what we know.' },
      transport,
      ...extra,
    }),
  );

beforeAll(async () => {
  await initI18n();
});
beforeEach(() => localStorage.clear());

describe('useChat', () => {
  it('sends the question with its subject, shows it pending, then the answer', async () => {
    const { transport, calls } = manualTransport();
    const speak = vi.fn();
    const { result } = concierge(transport, { speak });
    act(() => void result.current.send('  How high is it?  '));
    expect(result.current.pending).toBe(true);
    expect(result.current.exchanges).toMatchObject([{ question: 'How high is it?', answer: '', pending: true }]);
    expect(calls[0]?.request).toMatchObject({ message: 'How high is it?', language: 'en', location_id: 'matterhorn' });

    await act(async () => calls[0]?.answer('4478 metres.'));
    expect(result.current.pending).toBe(false);
    expect(result.current.exchanges).toMatchObject([{ answer: '4478 metres.', pending: false, isFallback: false }]);
    expect(result.current.exchanges[0]?.answeredAt).toBeDefined();
    expect(speak).toHaveBeenCalledWith('4478 metres.', 'en');
  });

  it('shows the answer while it is written when streaming', async () => {
    const { transport, calls } = manualTransport();
    const { result } = concierge(transport, { stream: true });
    act(() => void result.current.send('How high?'));
    act(() => calls[0]?.onText?.('4478'));
    expect(result.current.exchanges[0]).toMatchObject({ answer: '4478', pending: true });
    await act(async () => calls[0]?.answer('4478 metres.'));
    expect(result.current.exchanges[0]).toMatchObject({ answer: '4478 metres.', pending: false });
  });

  it("keeps this device's session id across sends: the spec's prefix plus the device part", async () => {
    const { transport, calls } = manualTransport();
    const { result } = concierge(transport);
    act(() => void result.current.send('First?'));
    await act(async () => calls[0]?.answer('One.'));
    act(() => void result.current.send('Second?'));
    await act(async () => calls[1]?.answer('Two.'));
    const [first, second] = calls.map((c) => c.request.session_id);
    expect(first).toMatch(/^place_matterhorn_concierge_[0-9a-f]{32}$/);
    expect(second).toBe(first);
  });

  it("shows the panel's own stand-in answer, flagged, when the AI fails", async () => {
    const { transport, calls } = manualTransport();
    const { result } = concierge(transport);
    act(() => void result.current.send('How high?'));
    await act(async () => calls[0]?.fail());
    expect(result.current.exchanges).toMatchObject([
      { question: 'How high?', answer: 'The concierge is resting; here is what we know.', isFallback: true },
    ]);
    expect(result.current.error).toBeUndefined();
  });

  it("or drops the question and shows the panel's error text, until the next question", async () => {
    const { transport, calls } = manualTransport();
    const { result } = concierge(transport, { failure: { error: 'The assistant is unavailable.' } });
    act(() => void result.current.send('Greenest trip?'));
    await act(async () => calls[0]?.fail());
    expect(result.current.exchanges).toEqual([]);
    expect(result.current.error).toBe('The assistant is unavailable.');
    act(() => void result.current.send('Again?'));
    expect(result.current.error).toBeUndefined();
  });

  it('asks one question at a time unless the panel allows several', async () => {
    const single = manualTransport();
    const { result } = concierge(single.transport);
    act(() => void result.current.send('One?'));
    act(() => void result.current.send('Two?'));
    expect(single.calls).toHaveLength(1);

    const several = manualTransport();
    const { result: parallel } = concierge(several.transport, { concurrent: true });
    act(() => void parallel.current.send('One?'));
    act(() => void parallel.current.send('Two?'));
    expect(several.calls).toHaveLength(2);
  });

  it('aborts the question under way: the request is cancelled and no stand-in appears', async () => {
    const { transport, calls } = manualTransport();
    const { result, unmount } = concierge(transport);
    act(() => void result.current.send('How high?'));
    await act(async () => result.current.abort());
    expect(calls[0]?.signal.aborted).toBe(true);
    expect(result.current.exchanges).toEqual([]);
    expect(result.current.pending).toBe(false);

    act(() => void result.current.send('Still there?'));
    unmount(); // leaving the page cancels it too
    expect(calls[1]?.signal.aborted).toBe(true);
  });

  it('submits the draft and clears it; a blank draft sends nothing', async () => {
    const { transport, calls } = manualTransport();
    const { result } = concierge(transport);
    const event = { preventDefault: vi.fn() } as unknown as React.FormEvent;
    act(() => result.current.setDraft('   '));
    act(() => result.current.submit(event));
    expect(calls).toHaveLength(0);
    act(() => result.current.setDraft('Best time to visit?'));
    act(() => result.current.submit(event));
    expect(result.current.draft).toBe('');
    expect(calls[0]?.request.message).toBe('Best time to visit?');
    await act(async () => calls[0]?.answer('Summer.'));
  });
});
