import { describe, expect, it, vi } from 'vitest';
import { placeFixture } from '../lib/place-fixture';
import { ArSession, CAMERA_CONSTRAINTS, cameraFailureOf, headingOf, type ArDevices } from './ar-session';

/** A fake camera track: remembers whether it was stopped. */
function fakeStream() {
  const track = { readyState: 'live' as MediaStreamTrackState, stop: vi.fn() };
  track.stop.mockImplementation(() => {
    track.readyState = 'ended';
  });
  const stream = { getTracks: () => [track] } as unknown as MediaStream;
  return { stream, track };
}

function fakeDevices(getUserMedia: (c: MediaStreamConstraints) => Promise<MediaStream>) {
  const events = new EventTarget();
  const add = vi.spyOn(events, 'addEventListener');
  const remove = vi.spyOn(events, 'removeEventListener');
  const watchPosition = vi.fn<Geolocation['watchPosition']>(() => 7);
  const clearWatch = vi.fn<Geolocation['clearWatch']>();
  const devices: ArDevices = {
    mediaDevices: { getUserMedia: vi.fn(getUserMedia) },
    geolocation: { watchPosition, clearWatch },
    events,
    hasAbsolute: true,
  };
  return { devices, events, add, remove, watchPosition, clearWatch };
}

function orientation(type: string, alpha: number | null, extra: Record<string, unknown> = {}): Event {
  return Object.assign(new Event(type), { alpha, beta: 0, gamma: 0, absolute: false, ...extra });
}

describe('AR session', () => {
  it('turning AR off stops every camera track, removes the orientation listeners, clears places and the watch', async () => {
    const { stream, track } = fakeStream();
    const fake = fakeDevices(() => Promise.resolve(stream));
    const session = new ArSession(fake.devices);
    expect(await session.startCamera()).toBeNull();
    expect(fake.devices.mediaDevices?.getUserMedia).toHaveBeenCalledWith(CAMERA_CONSTRAINTS);
    session.startOrientation();
    session.startWatch();
    session.setPlaces([placeFixture()]);
    const snapshot = session.getSnapshot();
    expect(snapshot.stream).toBe(stream);
    expect(snapshot.places).toHaveLength(1);
    expect(fake.add.mock.calls.map(([type]) => type)).toEqual(['deviceorientationabsolute', 'deviceorientation']);
    expect(fake.watchPosition.mock.calls[0]?.[2]).toEqual({
      enableHighAccuracy: true,
      maximumAge: 10000,
      timeout: 15000,
    });

    session.stop();
    expect(track.stop).toHaveBeenCalled();
    expect(track.readyState).toBe('ended');
    expect(fake.remove.mock.calls.map(([type]) => type)).toEqual(['deviceorientationabsolute', 'deviceorientation']);
    expect(fake.clearWatch).toHaveBeenCalledWith(7);
    expect(session.getSnapshot()).toMatchObject({ stream: null, places: [], heading: null, position: null });
    // Orientation events after AR off change nothing.
    fake.events.dispatchEvent(orientation('deviceorientation', 90));
    expect(session.getSnapshot().heading).toBeNull();
  });

  it('stops a camera that answers after AR was turned off', async () => {
    const { stream, track } = fakeStream();
    let answer: (s: MediaStream) => void = () => undefined;
    const fake = fakeDevices(() => new Promise((resolve) => (answer = resolve)));
    const session = new ArSession(fake.devices);
    const started = session.startCamera();
    session.stop();
    answer(stream);
    await started;
    expect(track.stop).toHaveBeenCalled();
    expect(session.getSnapshot().stream).toBeNull();
  });

  it('reports camera failures by kind and keeps going', async () => {
    const fail = (name: string) => Promise.reject(new DOMException('no', name));
    for (const [name, kind] of [
      ['NotAllowedError', 'denied'],
      ['NotFoundError', 'notFound'],
      ['NotReadableError', 'inUse'],
      ['OverconstrainedError', 'constraints'],
      ['AbortError', 'other'],
    ] as const) {
      const session = new ArSession(fakeDevices(() => fail(name)).devices);
      expect(await session.startCamera()).toBe(kind);
      expect(session.getSnapshot().cameraFailure).toBe(kind);
    }
    expect(cameraFailureOf(new Error('x'))).toBe('other');
    const none = new ArSession({ ...fakeDevices(() => fail('x')).devices, mediaDevices: undefined });
    expect(await none.startCamera()).toBe('notFound');
  });

  it('prefers absolute orientation and reads the compass heading as 360 - alpha', () => {
    const fake = fakeDevices(() => Promise.reject(new Error('no camera')));
    const session = new ArSession(fake.devices);
    session.startOrientation();
    fake.events.dispatchEvent(orientation('deviceorientation', 270));
    expect(session.getSnapshot()).toMatchObject({ heading: 90, headingSource: 'relative' });
    fake.events.dispatchEvent(orientation('deviceorientationabsolute', null)); // no sensor: ignored
    fake.events.dispatchEvent(orientation('deviceorientationabsolute', 0));
    expect(session.getSnapshot()).toMatchObject({ heading: 0, headingSource: 'absolute' });
    fake.events.dispatchEvent(orientation('deviceorientation', 180));
    expect(session.getSnapshot().heading).toBe(0); // the relative frame no longer counts
    session.stop();
  });

  it('takes Safari compass headings as they are', () => {
    const event = orientation('deviceorientation', 10, { webkitCompassHeading: 45 }) as DeviceOrientationEvent;
    expect(headingOf(event, 'plain')).toEqual({ heading: 45, source: 'compass' });
    expect(headingOf(orientation('x', null) as DeviceOrientationEvent, 'plain')).toBeNull();
  });
});
