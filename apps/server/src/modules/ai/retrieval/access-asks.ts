import type { Language } from '@swiss/contract';

/*
 * "How do I get there?", "what's the way up?", "wie gelange ich dorthin?", "comment redescendre
 * au lac ?": the way to (or back from) a place, asked with verbs of coming and going that name no
 * means of transport ("get" and "way" are stop words, "monter" may be the subject's own name).
 * The phrasing itself asks for the transport passages, in any language and wording.
 */
export const GETTING_THERE: Record<Language, RegExp> = {
  en: /\bhow (do|can|could|would|should|did) (i|we|you|one|they) (get|go|travel|reach|head)\b|\b(the )?way (up|down|back|there|in|to)\b|\bhow to (get|reach|go)\b|\bget (up|down|back) (there|here|to)\b/i,
  de: /\bwie (komm|gelang|erreich|fahr|geh)\w*\b|\b(hin|rauf|hinauf|runter|hinunter|zurück)(kommen|gelangen)\b/i,
  fr: /(?<![\p{L}])comment (est-ce qu['’]on |on |je |nous |peut-on |puis-je |faire pour )?(y |s['’]y |en )?(re)?(va|vais|allons|all|rejoin|mont|accéd|arriv|rend|descend|rentr|retourn|reven)\p{L}*|(?<![\p{L}])(on |je )?(y |s['’]y )(va|vais|rend|monte|arrive)s? comment(?![\p{L}])/iu,
  it: /(?<![\p{L}])come (ci |si |posso |possiamo )?(ci |si )?(arriv|raggiung|va|vado|andare|sal|scend|riscend|torn|rientr)\p{L}*/iu,
};

// "Without a car": by public transport, so the car is not what is asked ("sans voiture" would
// otherwise pick a passage about cars on the road).
export const CAR_FREE: Record<Language, RegExp> = {
  en: /\bwithout (a |the |my |our )?car\b|\bcar-free\b/gi,
  de: /\bohne (ein |das |mein |unser )?auto\b|\bautofrei\b/gi,
  fr: /(?<![\p{L}])sans (la |une |ma |notre )?voiture(?![\p{L}])/giu,
  it: /(?<![\p{L}])senza (l['’]|la |una |un['’] ?)?(auto|macchina|automobile)(?![\p{L}])/giu,
};
