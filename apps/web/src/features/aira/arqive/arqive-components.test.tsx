import type { ClientMessage, RealtimeVoiceRequest } from '@swiss/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../../lib/i18n';
import { ArqiveClient } from '../../../lib/realtime/arqive-client';
import type { SocketLike } from '../../../lib/realtime/realtime-socket';
import { stringsReady } from '../strings';
import { CreateRoomDialog, HostEventDialog } from './room-dialogs';
import { entryFixture, objectFixture, participantFixture, roomFixture } from './room-fixture';
import { RoomView } from './room-view';
import { setArqiveClientForTests } from './use-arqive';
import { WelcomeDialog } from './welcome-dialog';
import type { AiraChatServices } from '../components/aira-chat-dialog';
import { lastPositionStore } from '../position/position-store';

beforeAll(async () => {
  await initI18n();
  await stringsReady;
});
afterEach(() => {
  cleanup();
  setArqiveClientForTests(null);
});

class FakeSocket implements SocketLike {
  readyState = 0;
  sent: ClientMessage[] = [];
  onopen: ((event: Event) => void) | null = null;
  onmessage: ((event: MessageEvent) => void) | null = null;
  onclose: ((event: CloseEvent) => void) | null = null;
  onerror: ((event: Event) => void) | null = null;
  send(data: string) {
    this.sent.push(JSON.parse(data) as ClientMessage);
  }
  close() {
    this.readyState = 3;
  }
  open() {
    this.readyState = 1;
    this.onopen?.(new Event('open'));
  }
  receive(frame: unknown) {
    this.onmessage?.(new MessageEvent('message', { data: JSON.stringify(frame) }));
  }
}

function withQuery(node: ReactNode) {
  return <QueryClientProvider client={new QueryClient()}>{node}</QueryClientProvider>;
}

describe('Welcome to ARQive', () => {
  it('gives the overview and Start Your ARQive Journey', async () => {
    const onStart = vi.fn();
    render(<WelcomeDialog onStart={onStart} />);
    expect(screen.getByRole('heading', { name: 'Welcome to ARQive' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Start Your ARQive Journey' }));
    expect(onStart).toHaveBeenCalled();
  });
});

describe('Create AR Room and Host Event', () => {
  it('starts with the spec defaults and refuses 25 participants with a message', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    render(withQuery(<CreateRoomDialog onClose={() => undefined} onCreated={() => undefined} />));
    expect(screen.getByLabelText('Room name')).toHaveValue('New AR Room');
    expect(screen.getByLabelText('Description')).toHaveValue('A new AR experience');
    const max = screen.getByLabelText('Max participants');
    expect(max).toHaveValue(10);
    await userEvent.clear(max);
    await userEvent.type(max, '25');
    await userEvent.click(screen.getByTestId('arqive-create-room-submit'));
    expect(screen.getByRole('alert')).toHaveTextContent('whole number from 2 to 20');
    expect(fetchSpy).not.toHaveBeenCalled();
    fetchSpy.mockRestore();
  });
  it('Host Event starts with New Event, now and A new AR event', () => {
    render(withQuery(<HostEventDialog onClose={() => undefined} onCreated={() => undefined} />));
    expect(screen.getByLabelText('Title')).toHaveValue('New Event');
    expect(screen.getByLabelText('Description')).toHaveValue('A new AR event');
    expect(screen.getByLabelText<HTMLInputElement>('Start time').value).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d$/);
  });
});

describe('the room view', () => {
  async function joinedRoom(chatServices?: AiraChatServices) {
    const socket = new FakeSocket();
    const client = new ArqiveClient({
      name: () => 'Anna',
      token: () => Promise.resolve('signed'),
      url: () => 'ws://test',
      createSocket: () => socket,
      online: () => true,
    });
    setArqiveClientForTests(client);
    const queries = new QueryClient();
    // What the server can do for voice (GET /api/tts/voices/enhanced).
    queries.setQueryData(['aira-voices', ''], {
      status: 'success',
      voices: [],
      default_voice_id: 'rachel',
      tts_available: false,
      stt_available: true,
    });
    render(
      <QueryClientProvider client={queries}>
        <RoomView roomId="room-1" onLeave={() => undefined} chatServices={chatServices} />
      </QueryClientProvider>,
    );
    await act(async () => {
      socket.open();
      await Promise.resolve();
    });
    act(() => socket.receive({ type: 'welcome', participant_id: 'p-anna', name: 'Anna' }));
    expect(socket.sent.at(-1)).toEqual({ type: 'join', room_id: 'room-1', ref: 'join:room-1' });
    act(() =>
      socket.receive({
        type: 'snapshot',
        room: roomFixture(),
        objects: [objectFixture()],
        participants: [participantFixture(), participantFixture({ id: 'p-ben', name: 'Ben', is_creator: false })],
        activity: [entryFixture(3, { kind: 'object_placed', object: objectFixture() })],
        seq: 3,
      }),
    );
    return socket;
  }

  it('shows the room, its objects as named buttons, activity and participants; a click on a valuable sends activate and shows +10', async () => {
    const socket = await joinedRoom();
    expect(screen.getByRole('heading', { name: 'Lobby' })).toBeInTheDocument();
    expect(screen.getByTestId('arqive-object-count')).toHaveTextContent('1 object');
    expect(screen.getByTestId('arqive-activity')).toHaveTextContent('Anna placed a crystal 💎');
    expect(screen.getByRole('button', { name: 'Remove Ben from the room' })).toBeInTheDocument();
    // No position known yet: the voice chat says it needs one.
    expect(screen.getByRole('button', { name: 'Voice chat' })).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(screen.getByRole('button', { name: 'crystal 💎 by Anna' }));
    expect(socket.sent.at(-1)).toMatchObject({ type: 'activate', room_id: 'room-1', object_id: 'o-1' });
    act(() =>
      socket.receive({
        type: 'op',
        entry: entryFixture(4, { kind: 'object_activated', object_id: 'o-1', effect: 'points', points: 10 }),
      }),
    );
    expect(within(screen.getByTestId('arqive-click-result')).getByRole('alert')).toHaveTextContent('+10 ARQive points');
    expect(screen.getByTestId('arqive-participants')).toHaveTextContent('Anna (you) · creator · 10 points');
  });

  it("Voice chat opens AIRA's voice chat about where the visitor is, voice on, with its failure text", async () => {
    lastPositionStore.set({ lat: 46.0207, lng: 7.7491, source: 'gps', accuracyM: 10, name: null });
    const sent: RealtimeVoiceRequest[] = [];
    await joinedRoom({
      voiceTransport: (request) => {
        sent.push(request);
        return Promise.reject(new Error('HTTP 503'));
      },
    });
    await userEvent.click(screen.getByRole('button', { name: 'Voice chat' }));
    const dialog = screen.getByTestId('arqive-voice-chat');
    expect(within(dialog).getByRole('heading', { name: 'Voice chat with AIRA: Lobby' })).toBeInTheDocument();
    expect(within(dialog).getByTestId('arqive-voice-chat-voice-toggle')).toHaveAttribute('aria-pressed', 'true');
    expect(within(dialog).getByTestId('arqive-voice-chat-record')).toBeEnabled();
    expect(within(dialog).getByTestId('arqive-voice-chat-status')).toHaveTextContent('Status: Ready');
    await userEvent.click(within(dialog).getByRole('button', { name: 'What is around me?' }));
    expect(await within(dialog).findByTestId('arqive-voice-chat-error')).toHaveTextContent(
      "Sorry, I'm having trouble connecting right now. Please try again.",
    );
    expect(sent[0]).toMatchObject({ message: 'What is around me?', location: { lat: 46.0207, lng: 7.7491 } });
    expect(sent[0]?.session_id).toMatch(/^arqive_room_room-1_/);
    lastPositionStore.set(null);
  });

  it('arrow keys grab and move the object (throttled), Escape releases; scale and rotate go to the server', async () => {
    const socket = await joinedRoom();
    const object = screen.getByRole('button', { name: 'crystal 💎 by Anna' });
    object.focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(socket.sent.slice(-2)).toMatchObject([
      { type: 'grab', object_id: 'o-1' },
      { type: 'move_object', object_id: 'o-1', position: { x: 0.25, y: 1, z: -2 } },
    ]);
    await userEvent.keyboard('{Escape}');
    expect(socket.sent.at(-1)).toMatchObject({ type: 'release', object_id: 'o-1' });
    await userEvent.click(screen.getByRole('button', { name: 'Scale +20 %' }));
    expect(socket.sent.at(-1)).toMatchObject({ type: 'scale_object', object_id: 'o-1' });
    await userEvent.click(screen.getByRole('button', { name: 'Rotate 90°' }));
    expect(socket.sent.at(-1)).toMatchObject({ type: 'rotate_object', object_id: 'o-1' });
    // The server's op is what changes the view.
    act(() =>
      socket.receive({ type: 'op', entry: entryFixture(4, { kind: 'object_scaled', object_id: 'o-1', scale: 1.2 }) }),
    );
    expect(object.style.transform).toContain('scale(1.2)');
  });

  it('a released object stays where it was let go until the server confirms the move', async () => {
    const socket = await joinedRoom();
    const object = screen.getByRole('button', { name: 'crystal 💎 by Anna' });
    const slot = object.closest('li');
    const before = slot?.style.left;
    object.focus();
    await userEvent.keyboard('{ArrowRight}{Escape}');
    const moved = slot?.style.left;
    expect(moved).not.toBe(before);
    // No jump back to the old position while the move is on its way.
    act(() =>
      socket.receive({
        type: 'op',
        entry: entryFixture(4, { kind: 'object_grabbed', object_id: 'o-1', by: 'p-anna' }),
      }),
    );
    expect(slot?.style.left).toBe(moved);
    act(() =>
      socket.receive({
        type: 'op',
        entry: entryFixture(5, { kind: 'object_moved', object_id: 'o-1', position: { x: 0.25, y: 1, z: -2 } }),
      }),
    );
    act(() => socket.receive({ type: 'op', entry: entryFixture(6, { kind: 'object_released', object_id: 'o-1' }) }));
    expect(slot?.style.left).toBe(moved);
    // Confirmed: from now on the room's state places it (another participant's move shows).
    act(() =>
      socket.receive({
        type: 'op',
        entry: entryFixture(7, { kind: 'object_moved', object_id: 'o-1', position: { x: -2, y: 1, z: -2 } }),
      }),
    );
    expect(slot?.style.left).not.toBe(moved);
  });

  it('a full room shows the server message', async () => {
    const socket = new FakeSocket();
    setArqiveClientForTests(
      new ArqiveClient({
        name: () => undefined,
        token: () => Promise.resolve('t'),
        url: () => 'ws://t',
        createSocket: () => socket,
        online: () => true,
      }),
    );
    render(<RoomView roomId="room-1" onLeave={() => undefined} />);
    await act(async () => {
      socket.open();
      await Promise.resolve();
    });
    act(() => socket.receive({ type: 'welcome', participant_id: 'p', name: 'User' }));
    act(() =>
      socket.receive({
        type: 'error',
        code: 'ROOM_FULL',
        message: 'This room is full (10 of 10).',
        ref: 'join:room-1',
      }),
    );
    expect(screen.getByRole('alert')).toHaveTextContent('This room is full (10 of 10).');
  });
});
