/*
 * Ways of asking where one is that the main list (intents.ts WHERE) misses: "in che posto mi trovo",
 * "which municipality is Wengen part of", "di quale comune fa parte", "zu welcher Gemeinde gehört",
 * "à quelle commune appartient". The locality's municipality answers them. Folded text.
 */
const WHERE_MORE =
  /\b(?:in (?:che|quale) (?:posto|luogo|zona|parte) (?:mi trovo|ci troviamo|sono|siamo)|(?:di|a) (?:quale|che) comune (?:fa parte|appartiene|e)|come si chiama (?:il|questo) comune|(?:which|what) (?:municipality|commune) (?:is|does) .{1,40} (?:in|part of|belong to)|zu welcher gemeinde (?:gehort|zahlt)|(?:wie heisst|welche ist) die gemeinde|(?:a|de|dans) quelle commune (?:appartient|fait partie|est|se trouve)|comment s'appelle la commune|in what place am i|what place am i in)\b/;

/** Whether the folded question asks where one is in one of these other ways. */
export function asksWhereMore(folded: string): boolean {
  return WHERE_MORE.test(folded);
}

/** The town a municipality ask names ("di quale comune fa parte Wengen" -> "wengen"), folded, or undefined. */
const MUNICIPALITY_OF = [
  /\b(?:di|a) (?:quale|che) comune (?:fa parte|appartiene|e) ([a-z][a-z' -]{1,40}?)\s*(?:[?.!,]|$)/,
  /\b(?:which|what) (?:municipality|commune) (?:is|does) ([a-z][a-z' -]{1,40}?) (?:in|part of|belong to)\b/,
  /\bzu welcher gemeinde (?:gehort|zahlt) ([a-z][a-z' -]{1,40}?)\s*(?:[?.!,]|$)/,
  /\b(?:a|de|dans) quelle commune (?:appartient|fait partie|est|se trouve) ([a-z][a-z' -]{1,40}?)\s*(?:[?.!,]|$)/,
];
export function municipalityAsked(folded: string): string | undefined {
  for (const pattern of MUNICIPALITY_OF) {
    const name = pattern
      .exec(folded)?.[1]
      ?.replace(/^(?:the|la|le|il|l')\s*/, '')
      .trim();
    if (name) return name;
  }
  return undefined;
}
