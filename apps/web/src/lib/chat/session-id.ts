import { chatSessionId } from '@swiss/contract';
import { deviceId } from '../device-id';

/**
 * The session id a chat sends: the spec's prefix (`place_{id}_concierge`, `heritage_{filter}`, …) and
 * this device's random id, made once and kept on the device. Two visitors of one place thus never name
 * the same conversation; the server also keeps each conversation for the device token that made it.
 * The one place where a chat learns its device part.
 */
export function sessionIdFor(prefix: string): string {
  return chatSessionId(prefix, deviceId());
}
