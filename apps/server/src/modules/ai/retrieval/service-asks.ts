import type { Language } from '@swiss/contract';
import { isGeneral, type KnowledgeIndex } from './index-knowledge.js';

/*
 * Services on the spot our pages do not describe: a fishing permit, a lifeguard, mobile reception.
 * Asked about, they are answered only where the page itself speaks of them; a passage on fishing,
 * swimming or the valley is no answer to "do I need a permit", "is it supervised", "is there signal".
 */

interface ServiceAsk {
  /** The question asks about the service. */
  asked: Record<Language, RegExp>;
  /** A passage that speaks of it (any language's word: the page's own). */
  spoken: RegExp;
}

const SERVICES: ServiceAsk[] = [
  {
    asked: {
      en: /\b(fishing )?(permit|licen[cs]e)s?\b/i,
      de: /(angel|fischer|fischerei)?patente?\b|\bbewilligung\b/i,
      fr: /(?<![\p{L}])(permis de pêche|patente)(?![\p{L}])/iu,
      it: /(?<![\p{L}])(permesso|licenza|patente) (di|per la) pesca(?![\p{L}])/iu,
    },
    spoken: /permit|licen[cs]e|patent|bewilligung|permis de pêche|(permesso|licenza) di pesca/i,
  },
  {
    asked: {
      en: /\blifeguards?\b|\bsupervised\b/i,
      de: /\b(bademeister|badeaufsicht|rettungsschwimmer|beaufsichtigt|bewacht)/i,
      fr: /(?<![\p{L}])(surveillée?s?|maîtres?[- ]nageurs?)(?![\p{L}])/iu,
      it: /(?<![\p{L}])(sorvegliat[aoie]|bagnin[oi])(?![\p{L}])/iu,
    },
    spoken: /lifeguard|supervised|bademeister|badeaufsicht|beaufsichtigt|bewacht|surveill|nageur|sorvegliat|bagnin/i,
  },
  {
    asked: {
      en: /\b(mobile|cell|phone) (signal|reception|coverage|network)\b|\breception\b/i,
      de: /\b(handy)?empfang\b|\bhandynetz\b|\bnatel\b|\bnetzabdeckung\b/i,
      fr: /(?<![\p{L}])(natel|capte|couverture mobile|réseau (mobile|téléphonique)|pas de réseau|du réseau)(?![\p{L}])/iu,
      it: /(?<![\p{L}])(campo|segnale|copertura)(?![\p{L}]).*(telefon|cellular|natel)|(?<![\p{L}])prende il (telefono|cellulare)(?![\p{L}])/iu,
    },
    spoken: /signal|reception|coverage|empfang|netzabdeckung|réseau mobile|couverture|copertura|segnale/i,
  },
];

/** A service asked about that the page never speaks of (the refusal follows), else false. */
export function unstatedService(question: string, index: KnowledgeIndex): boolean {
  const lang = index.lang;
  const own = index.passages.filter((p) => !isGeneral(p.passage));
  return SERVICES.some(
    (service) => service.asked[lang].test(question) && !own.some((p) => service.spoken.test(p.passage.text)),
  );
}
