/**
 * iOS asks for motion-sensor access only from a tap: `DeviceOrientationEvent.requestPermission()` must
 * be called in the click handler itself, before anything is awaited. This tiny module is loaded with
 * the header (the AR view itself loads lazily, after the tap's moment has passed).
 */
type PermissionAsking = typeof DeviceOrientationEvent & { requestPermission?: () => Promise<PermissionState> };

/** 'granted' where no permission is needed (Android, desktop) or no sensor API exists (AR copes). */
export function requestOrientationPermission(): Promise<PermissionState> {
  if (typeof DeviceOrientationEvent === 'undefined') return Promise.resolve('granted');
  const asking = DeviceOrientationEvent as PermissionAsking;
  if (typeof asking.requestPermission !== 'function') return Promise.resolve('granted');
  return asking.requestPermission().catch((): PermissionState => 'denied');
}
