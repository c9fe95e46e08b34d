// Letters, marks, digits, whitespace and the punctuation of a spoken sentence stay; anything else
// (emoji, symbols, markup the recogniser sometimes emits) goes before the question is sent.
const SPECIAL = /[^\p{L}\p{M}\p{N}\s.,;:!?'’-]/gu;
const LETTER = /\p{L}/u;

/**
 * A transcript as it may be asked (spec §5): special characters stripped, spaces collapsed. Null when
 * nothing usable was heard (empty, under 2 characters, or no letter at all): the caller ignores it and
 * listens again in continuous mode.
 */
export function cleanTranscript(transcript: string): string | null {
  const cleaned = transcript.replace(SPECIAL, ' ').replace(/\s+/g, ' ').trim();
  if (cleaned.length < 2 || !LETTER.test(cleaned)) return null;
  return cleaned;
}
