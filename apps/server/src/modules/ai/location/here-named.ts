/*
 * "Wie warm ist es hier im Bavonatal?", "here in the Maggia valley", "ici dans le val d'Hérens": a
 * valley or region named right after a word for here is where the visitor is, not another place.
 */

// A word for here at the end of what comes before the named place (folded).
const HERE_BEFORE = /\b(?:here|hier|ici|qui|qua)\s*$/;

/** Whether the folded words before a named place end with "here" ("... gerade hier" + "im Bavonatal"). */
export function namedAsHere(foldedBefore: string): boolean {
  return HERE_BEFORE.test(foldedBefore);
}

// "Wie warm ist es im Moment in Morges?": a time said with its own preposition ("im Moment", "at
// the moment", "en ce moment", "al momento") is no place, wherever it stands in the question.
const TIME_PHRASE =
  /\b(?:at (?:the|this) moment|at present|im moment|in diesem moment|zur zeit|en ce moment|pour le moment|a present|in questo momento|al momento|per il momento)\b/g;

/** The folded question without its times said with a preposition, so a place named after them is read alone. */
export function withoutTimePhrases(folded: string): string {
  return folded.replace(TIME_PHRASE, ' ').replace(/\s+/g, ' ').trim();
}
