/*
 * "I'd like to visit Guarda. How do I get there?", "If I wanted to go over to Ascona, how would I
 * get there?", "Je veux voir Gandria, comment y aller ?": the way is asked with "there" (da, y, ci),
 * and the place it stands for was named in an earlier sentence or clause. All patterns are folded.
 */

// Asked the way to "there": the place is not named in this clause.
const WAY_THERE =
  /\b(?:how (?:would|will|do|does|can|could|should|might) (?:i|we|one|you) (?:best )?(?:get|go|travel|come|walk|drive) (?:over |up |down |out )?there|how to (?:get|go) there|(?:can|could) (?:i|we|one|you) (?:walk|go|cycle) there|wie (?:komme|kommen|kommt|gelange|gelangen|fahre|fahren) (?:ich|wir|man) (?:am besten )?(?:da ?hin|dorthin|hin|dort ?hin)|wie (?:kommt|gelangt) man (?:am besten )?(?:da ?hin|dorthin|hin)|(?:kann|konnen) (?:ich|wir|man) (?:zu fuss )?(?:da ?hin|dorthin|hin)|comment (?:j'y vais|y aller|m'y rendre|s'y rendre|on y va|y arriver|puis-je y aller|je peux y aller|peut-on y aller|faire pour y aller|je fais pour y aller|y acceder)|(?:on peut|peut-on|je peux|puis-je) y aller|come (?:ci arrivo|ci vado|arrivarci|andarci|ci si arriva|ci si va|posso arrivarci|posso andarci|ci arriviamo|raggiungerla|raggiungerlo)|(?:si puo|posso|possiamo) andarci)\b/;

// The place an earlier clause goes to or visits: "go (over) to X", "visit X", "nach X", "X besuchen",
// "aller à X", "visiter X", "andare a X", "visitare X" (up to the end of that clause).
const GOING_TO = [
  /\b(?:go|get|travel|head|walk|drive|cycle|come)(?: over| out| up| down| across)? to\s+(.+)$/,
  /\b(?:visit|see|reach|explore)\s+(.+)$/,
  /\b(?:nach|zum|zur)\s+(.+?)(?:\s+(?:gehen|fahren|reisen|wandern|laufen|kommen))?$/,
  /\b(?:mochte|will|wurde gerne|wollte|mochten|wollen)\s+(?:gerne\s+)?(.+?)\s+(?:besuchen|sehen|anschauen|besichtigen)$/,
  /\b(?:aller|me rendre|nous rendre|se rendre|monter|passer)\s+(?:a|au|aux|en|jusqu'a|jusqu'au|sur)\s+(.+)$/,
  /\b(?:visiter|voir|decouvrir)\s+(.+)$/,
  /\b(?:andare|arrivare|salire|passare)\s+(?:a|al|alla|allo|ai|alle|all'|in|fino a|sul|sulla)\s*(.+)$/,
  /\b(?:visitare|vedere|raggiungere|scoprire)\s+(.+)$/,
];

/** Whether the question asks the way to "there" (a place said before). */
export function asksWayThere(folded: string): boolean {
  return WAY_THERE.test(folded);
}

/**
 * The place "there" stands for: the last one an earlier sentence or clause goes to or visits
 * (uncleaned), or undefined when the question does not ask the way there or names none before.
 */
export function placeBeforeThere(folded: string): string | undefined {
  const way = WAY_THERE.exec(folded);
  if (!way) return undefined;
  const clauses = folded
    .slice(0, way.index)
    .split(/\s*[,;.?!]\s*/)
    .filter(Boolean)
    .reverse();
  for (const clause of clauses) {
    for (const pattern of GOING_TO) {
      const name = pattern.exec(clause)?.[1]?.trim();
      if (name) return name;
    }
  }
  return undefined;
}

// How one goes, not where: "à pied", "zu Fuss", "a piedi", "on foot", "en vélo".
const TRAVEL_MODE = /^(?:pied|piedi|foot|fuss|velo|bici|bike|voiture|macchina)$/;

/** Whether a captured destination is only a way of travelling ("y aller à pied": "pied"). */
export function isTravelMode(name: string): boolean {
  return TRAVEL_MODE.test(name);
}
