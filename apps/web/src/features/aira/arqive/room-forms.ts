import { ARQIVE, type CreateEventBody, type CreateRoomBody, type RealmTheme } from '@swiss/contract';

const { room, event } = ARQIVE;

export interface RoomForm {
  name: string;
  description: string;
  maxParticipants: string;
  theme: RealmTheme;
}
export const ROOM_FORM_DEFAULTS: RoomForm = {
  name: room.nameDefault,
  description: room.descriptionDefault,
  maxParticipants: String(room.defaultParticipants),
  theme: 'blueprint',
};

export type FormResult<T> =
  { ok: true; body: T } | { ok: false; field: string; error: 'participantsRange' | 'startTimeError' };

/**
 * Create AR Room (spec §5): blank name and description take the defaults; max participants is a number
 * 2-20, and anything that is not a number becomes 10. A number outside 2-20 is refused with a message
 * rather than silently changed.
 */
export function roomBody(form: RoomForm, creatorName: string | undefined): FormResult<CreateRoomBody> {
  const raw = form.maxParticipants.trim();
  const number = raw === '' ? Number.NaN : Number(raw);
  let max: number = room.defaultParticipants;
  if (Number.isFinite(number)) {
    if (!Number.isInteger(number) || number < room.minParticipants || number > room.maxParticipants)
      return { ok: false, field: 'maxParticipants', error: 'participantsRange' };
    max = number;
  }
  const body: CreateRoomBody = {
    name: form.name.trim().slice(0, room.nameMax) || room.nameDefault,
    description: form.description.trim().slice(0, room.descriptionMax) || room.descriptionDefault,
    max_participants: max,
    realm_theme: form.theme,
  };
  if (creatorName) body.creator_name = creatorName;
  return { ok: true, body };
}

export interface EventForm {
  title: string;
  /** datetime-local value (the visitor's clock); blank means now. */
  startTime: string;
  description: string;
}

/** The value of a datetime-local input for a time, in local time, to the minute. */
export function localDateTimeValue(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

export function eventFormDefaults(now = new Date()): EventForm {
  return { title: event.titleDefault, startTime: localDateTimeValue(now), description: event.descriptionDefault };
}

/** Host Event (spec §5): title 'New Event', start now, description 'A new AR event' when left blank. */
export function eventBody(
  form: EventForm,
  hostName: string | undefined,
  now = new Date(),
): FormResult<CreateEventBody> {
  let start = now;
  if (form.startTime.trim()) {
    start = new Date(form.startTime); // datetime-local: read as local time
    if (Number.isNaN(start.getTime())) return { ok: false, field: 'startTime', error: 'startTimeError' };
  }
  const body: CreateEventBody = {
    title: form.title.trim().slice(0, event.titleMax) || event.titleDefault,
    start_time: start.toISOString(),
    description: form.description.trim().slice(0, event.descriptionMax) || event.descriptionDefault,
    event_type: 'ar',
  };
  if (hostName) body.host_name = hostName;
  return { ok: true, body };
}
