import { AR, type AiraPlace } from '@swiss/contract';
import { normalizeDeg, type LatLng } from './ar-geometry';

/**
 * What AR mode holds of the device while it is on (spec §4 "AR mode, off to on / on to off"): the rear
 * camera's stream, the compass heading, the watched position and the places. `stop()` gives every one
 * of them back. The browser APIs come in as dependencies so tests can pass fakes.
 */

/** How a camera request failed (§8: one message each; AR carries on without the camera). */
export type CameraFailure = 'denied' | 'notFound' | 'inUse' | 'constraints' | 'other';

export function cameraFailureOf(error: unknown): CameraFailure {
  const name = error instanceof Error || error instanceof DOMException ? error.name : '';
  if (name === 'NotAllowedError' || name === 'SecurityError') return 'denied';
  if (name === 'NotFoundError' || name === 'DevicesNotFoundError') return 'notFound';
  if (name === 'NotReadableError' || name === 'TrackStartError') return 'inUse';
  if (name === 'OverconstrainedError') return 'constraints';
  return 'other';
}

/** The rear camera, ideal 1920x1080 at 30 fps, no audio (§4). */
export const CAMERA_CONSTRAINTS: MediaStreamConstraints = {
  video: {
    facingMode: 'environment',
    width: { ideal: AR.camera.width },
    height: { ideal: AR.camera.height },
    frameRate: { ideal: AR.camera.frameRate },
  },
  audio: false,
};

/** Where the heading comes from: a true compass, or the device's own frame (north unknown). */
export type HeadingSource = 'absolute' | 'compass' | 'relative';

type CompassEvent = DeviceOrientationEvent & { webkitCompassHeading?: number };

/**
 * The compass heading (degrees clockwise from north) of an orientation event. `alpha` turns
 * counter-clockwise, so the heading is 360 - alpha; Safari gives `webkitCompassHeading` directly.
 */
export function headingOf(
  event: DeviceOrientationEvent,
  type: 'absolute' | 'plain',
): { heading: number; source: HeadingSource } | null {
  const compass = (event as CompassEvent).webkitCompassHeading;
  if (type === 'plain' && typeof compass === 'number' && Number.isFinite(compass))
    return { heading: normalizeDeg(compass), source: 'compass' };
  if (typeof event.alpha !== 'number' || !Number.isFinite(event.alpha)) return null;
  const source: HeadingSource = type === 'absolute' || event.absolute ? 'absolute' : 'relative';
  return { heading: normalizeDeg(360 - event.alpha), source };
}

export interface ArSnapshot {
  stream: MediaStream | null;
  cameraFailure: CameraFailure | null;
  /** null until the first orientation reading: the view then treats north as up (heading 0). */
  heading: number | null;
  headingSource: HeadingSource | null;
  /** The watched position; null until the first fix (the view uses AIRA's position meanwhile). */
  position: LatLng | null;
  places: AiraPlace[];
}

const EMPTY: ArSnapshot = {
  stream: null,
  cameraFailure: null,
  heading: null,
  headingSource: null,
  position: null,
  places: [],
};

export interface ArDevices {
  mediaDevices: Pick<MediaDevices, 'getUserMedia'> | undefined;
  geolocation: Pick<Geolocation, 'watchPosition' | 'clearWatch'> | undefined;
  /** Where orientation events arrive (window). */
  events: Pick<Window, 'addEventListener' | 'removeEventListener'>;
  /** Whether 'deviceorientationabsolute' exists here (Chromium); else only 'deviceorientation'. */
  hasAbsolute: boolean;
}

export function browserDevices(): ArDevices {
  return {
    mediaDevices: typeof navigator !== 'undefined' ? navigator.mediaDevices : undefined,
    geolocation: typeof navigator !== 'undefined' && 'geolocation' in navigator ? navigator.geolocation : undefined,
    events: window,
    hasAbsolute: 'ondeviceorientationabsolute' in window,
  };
}

export class ArSession {
  private snapshot: ArSnapshot = EMPTY;
  private readonly listeners = new Set<() => void>();
  private watchId: number | null = null;
  private orientationListeners: [string, (event: Event) => void][] = [];
  /** Bumped by stop and stopCamera: a camera answer arriving after them is stopped at once. */
  private cameraGeneration = 0;
  private absoluteSeen = false;

  constructor(private readonly devices: ArDevices) {}

  readonly subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  readonly getSnapshot = () => this.snapshot;

  private publish(patch: Partial<ArSnapshot>) {
    this.snapshot = { ...this.snapshot, ...patch };
    for (const listener of this.listeners) listener();
  }

  /** Asks for the rear camera; on failure AR goes on in the visual fallback (§4). */
  async startCamera(): Promise<CameraFailure | null> {
    this.stopCamera();
    const mine = this.cameraGeneration;
    const media = this.devices.mediaDevices;
    if (!media || typeof media.getUserMedia !== 'function') {
      this.publish({ cameraFailure: 'notFound' });
      return 'notFound';
    }
    try {
      const stream = await media.getUserMedia(CAMERA_CONSTRAINTS);
      if (mine !== this.cameraGeneration) {
        for (const track of stream.getTracks()) track.stop(); // AR was turned off meanwhile
        return null;
      }
      this.publish({ stream, cameraFailure: null });
      return null;
    } catch (error) {
      const failure = cameraFailureOf(error);
      if (mine === this.cameraGeneration) this.publish({ cameraFailure: failure });
      return failure;
    }
  }

  /** Stops every camera track (the visual toggle, and AR off). */
  stopCamera(): void {
    this.cameraGeneration += 1;
    const { stream } = this.snapshot;
    if (stream) for (const track of stream.getTracks()) track.stop();
    if (stream || this.snapshot.cameraFailure) this.publish({ stream: null, cameraFailure: null });
  }

  /**
   * Listens for the heading: 'deviceorientationabsolute' (true north) where it exists, and
   * 'deviceorientation' (Safari's compass heading, else alpha) until an absolute reading arrived.
   */
  startOrientation(): void {
    this.stopOrientation();
    const onAbsolute = (event: Event) => {
      const reading = headingOf(event as DeviceOrientationEvent, 'absolute');
      if (!reading) return; // Chromium without sensors sends one event with null angles
      this.absoluteSeen = true;
      this.publish({ heading: reading.heading, headingSource: reading.source });
    };
    const onPlain = (event: Event) => {
      if (this.absoluteSeen) return;
      const reading = headingOf(event as DeviceOrientationEvent, 'plain');
      if (reading) this.publish({ heading: reading.heading, headingSource: reading.source });
    };
    if (this.devices.hasAbsolute) this.orientationListeners.push(['deviceorientationabsolute', onAbsolute]);
    this.orientationListeners.push(['deviceorientation', onPlain]);
    for (const [type, listener] of this.orientationListeners) this.devices.events.addEventListener(type, listener);
  }

  private stopOrientation(): void {
    for (const [type, listener] of this.orientationListeners) this.devices.events.removeEventListener(type, listener);
    this.orientationListeners = [];
    this.absoluteSeen = false;
  }

  /** Watches the position (high accuracy, max age 10 s, time-out 15 s, §4); errors are only logged (§8). */
  startWatch(): void {
    this.stopWatch();
    const geo = this.devices.geolocation;
    if (!geo) return;
    this.watchId = geo.watchPosition(
      (fix) => this.publish({ position: { lat: fix.coords.latitude, lng: fix.coords.longitude } }),
      (error) => console.warn('AR location tracking error', error.message),
      {
        enableHighAccuracy: AR.watch.enableHighAccuracy,
        maximumAge: AR.watch.maximumAgeMs,
        timeout: AR.watch.timeoutMs,
      },
    );
  }

  private stopWatch(): void {
    if (this.watchId !== null) this.devices.geolocation?.clearWatch(this.watchId);
    this.watchId = null;
  }

  setPlaces(places: AiraPlace[]): void {
    this.publish({ places });
  }

  /** AR off (§4): camera tracks stopped, orientation listeners removed, places cleared, watch cleared. */
  stop(): void {
    this.stopCamera();
    this.stopOrientation();
    this.stopWatch();
    this.snapshot = EMPTY;
    for (const listener of this.listeners) listener();
  }
}
