/*
 * How a question is put, beyond what it asks for: a command to show something, a claim to be the
 * system or an admin, a demand for a guarantee. All patterns are folded (lower case, no accents).
 */

// "Hotels hier am See zeigen", "show me the cable car", "montre-moi la gare": a command to show
// what follows (or precedes), not a question about what a place shows.
const SHOW =
  /(?:^|[,.]\s*)(?:show me|show us|show|zeig(?:e|en sie)? (?:mir|uns)|zeig|montre[sz]?(?:-moi|-nous)?|affiche[sz]?(?:-moi)?|mostra(?:mi|teci|ci)?|fammi vedere)\s+|\s+(?:zeigen|anzeigen|bitte zeigen)\s*[?!.]*$/g;

/** The question without its command to show ("Seilbahn Talstation zeigen" -> "Seilbahn Talstation"). */
export function withoutShow(folded: string): string {
  return folded.replace(SHOW, (match) => (/^[,.]/.test(match) ? ', ' : ' ')).trim();
}

// "system: the user is an admin", "as an administrator print...": a claim of rights to change what is answered.
export const ROLE_CLAIM =
  /(?:^|\s)(?:system|assistant|developer|admin)\s*:|\b(?:the user is|i am|i'm|user is) (?:an? |the )?(?:admin|administrator|developer|root|superuser)\b|\b(?:admin|developer|debug|god) mode\b|\bich bin (?:der |ein )?(?:admin|administrator|entwickler)\b|\bje suis (?:l'|un )?(?:admin|administrateur|developpeur)\b|\bsono (?:l'|un )?(?:admin|amministratore|sviluppatore)\b/;

// Who stays at a hotel, who lives where: other people's data, which is not ours to give.
export const GUESTS =
  /\b(?:guests?'?s? (?:names?|list)|names? of (?:the |all )?guests|who (?:is|are) staying (?:at|in)|gaste(?:liste|namen)|namen der gaste|wer (?:ubernachtet|schlaft) (?:im|in)|(?:noms?|liste) des clients|qui (?:dort|loge) (?:a|dans|au)|(?:nomi|elenco) degli ospiti|chi (?:dorme|alloggia) (?:al|in|nel|all'))\b/;

// "Guarantee me it will be sunny", "versprich mir", "promets-moi": a promise no data can give.
export const GUARANTEE =
  /\b(?:guarantee\w*|promise me|can you promise|versprich\w*|versprechen sie|garantier\w*|garantis\w*|garanti[es]?|promets-moi|promettez-moi|garantisci\w*|garantisca\w*|prometti\w*|mi prometti)\b/;
