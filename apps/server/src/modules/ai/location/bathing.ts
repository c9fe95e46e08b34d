/*
 * Bathing places: lidos, Strandbäder, plages. Our data holds them among the attractions' parks
 * ("Lido di Melide", "Flussbad Oberer Letten", "Badesee Rufalipark"), told apart by their names.
 * All patterns are folded (lower case, no accents).
 */

/** The words that ask for a bathing place. */
export const BATHING_PLACE_WORDS =
  /\b(lidos?|lidi|beach(?:es)?|bathing (?:places?|spots?|areas?|beach(?:es)?)|lake ?baths?|strandbad\w*|strandbader|seebad\w*|flussbad\w*|freibad\w*|badi|badeplatz|badeplatze|badesee|plages?|bains publics|spiagg(?:ia|e)|bagni pubblici)\b/;

/** A park of our data that is a bathing place, by its name. */
export const BATHING_PLACE_NAME = /\b(lido\w*|\w*bad|\w*badi|badesee\w*|plage\w*|bains|spiaggia|strand\w*|beach)\b/;

// Swimming, which a bathing place is for: asked with one, it is no question about the water.
const SWIMMING =
  /\b(swim\w*|bathing|go for a swim|baden|schwimmen|se baigner|baignade|nager|fare il bagno|fare un bagno|nuotare|balneazione)\b/g;

/** The folded question without its swimming words when it asks for a bathing place ("un lido per fare il bagno"). */
export function withoutSwimmingAtBathingPlace(folded: string): string {
  return BATHING_PLACE_WORDS.test(folded) ? folded.replace(SWIMMING, ' ') : folded;
}
