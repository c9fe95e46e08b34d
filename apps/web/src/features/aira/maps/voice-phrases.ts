/**
 * ARIA's portal phrases (spec §4 maps: the portal opens or closes by voice phrase), heard in any of
 * the four languages whatever the UI language: a greeting and ARIA's name open it ('Hey ARIA',
 * 'Hallo ARIA', 'Salut ARIA', 'Ciao ARIA'), a farewell and her name close it ('Bye ARIA', 'Tschüss
 * ARIA', 'Au revoir ARIA', 'Arrivederci ARIA'). Recognisers spell her name several ways.
 */
const OPEN = 'hey|hi|hello|hallo|salut|bonjour|ciao|buongiorno|salve';
const CLOSE = 'bye(?:[\\s-]+bye)?|good-?bye|tsch(?:ü|ue|u)ss|auf\\s+wiedersehen|au\\s+revoir|adieu|arrivederci';

const phrase = (greetings: string) =>
  new RegExp(`^[\\s\\p{P}]*(?:${greetings})[\\s\\p{P}]+(?:aria|arya|ariya)(?![\\p{L}\\p{N}])[\\s\\p{P}]*`, 'iu');
const OPENING = phrase(OPEN);
const CLOSING = phrase(CLOSE);

export interface PortalPhrase {
  kind: 'open' | 'close';
  /** What was said after the phrase ('Hey ARIA, where is the station?' -> 'where is the station?'). */
  rest: string;
}

/** The portal phrase a question starts with, if any. */
export function matchPhrase(text: string): PortalPhrase | null {
  for (const [kind, pattern] of [
    ['open', OPENING],
    ['close', CLOSING],
  ] as const) {
    const found = pattern.exec(text);
    if (found) return { kind, rest: text.slice(found[0].length).trim() };
  }
  return null;
}
