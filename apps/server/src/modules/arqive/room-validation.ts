import { ARQIVE } from '@swiss/contract';

const NUMERIC = /^\s*[+-]?(\d+(\.\d*)?|\.\d+)([eE][+-]?\d+)?\s*$/;

/**
 * Max participants of a new room (§5): a number must be a whole number from 2 to 20; anything that
 * is not a number (absent, empty, words, null, objects) becomes 10. A numeric string (a form
 * field's value) counts as a number. Returns the value, or an error message for a bad number.
 */
export function maxParticipantsFrom(value: unknown): { ok: true; value: number } | { ok: false; message: string } {
  let number: number | undefined;
  if (typeof value === 'number') number = value;
  else if (typeof value === 'string' && NUMERIC.test(value)) number = Number(value);
  if (number === undefined || Number.isNaN(number)) return { ok: true, value: ARQIVE.room.defaultParticipants };
  const { minParticipants: min, maxParticipants: max } = ARQIVE.room;
  if (!Number.isInteger(number) || number < min || number > max)
    return { ok: false, message: `Max participants must be a whole number from ${min} to ${max}.` };
  return { ok: true, value: number };
}
