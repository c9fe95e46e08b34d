import { ARQIVE } from '@swiss/contract';

// Control characters (C0, DEL, C1) and the bidirectional overrides that can disguise text; the
// contract already trims and caps lengths. Zero-width joiners stay: emoji sequences need them.
const UNSAFE = /[\p{Cc}\u202A-\u202E\u2066-\u2069]/gu;

/** Text as stored and shown to others: unsafe characters removed, trimmed, capped. */
export function cleanText(text: string, max: number): string {
  return text.replace(UNSAFE, '').trim().slice(0, max);
}

/** A display name: cleaned, or 'User' when nothing is left (§3: the username, or 'User'). */
export function displayName(name: string | undefined): string {
  return cleanText(name ?? '', ARQIVE.nameMax) || 'User';
}

/** Cleaned text, or the default when nothing is left (§5 defaults). */
export function textOr(text: string | undefined, max: number, fallback: string): string {
  return cleanText(text ?? '', max) || fallback;
}
