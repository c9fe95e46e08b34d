/**
 * Feed and post text comes as HTML (or HTML escaped in XML). We show plain text only: tags and the
 * content of script/style dropped, entities decoded, whitespace collapsed. Nothing of the markup
 * reaches a visitor, so a feed can never inject anything.
 */

const NAMED: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
  ndash: '–',
  mdash: '—',
  hellip: '…',
  laquo: '«',
  raquo: '»',
  lsquo: '‘',
  rsquo: '’',
  ldquo: '“',
  rdquo: '”',
  bdquo: '„',
  sbquo: '‚',
  euro: '€',
  copy: '©',
  reg: '®',
  deg: '°',
  middot: '·',
  bull: '•',
  shy: '',
  zwnj: '',
  zwj: '',
  auml: 'ä',
  ouml: 'ö',
  uuml: 'ü',
  Auml: 'Ä',
  Ouml: 'Ö',
  Uuml: 'Ü',
  szlig: 'ß',
  eacute: 'é',
  egrave: 'è',
  ecirc: 'ê',
  Eacute: 'É',
  agrave: 'à',
  aacute: 'á',
  acirc: 'â',
  ccedil: 'ç',
  Ccedil: 'Ç',
  igrave: 'ì',
  iacute: 'í',
  icirc: 'î',
  ograve: 'ò',
  oacute: 'ó',
  ocirc: 'ô',
  ugrave: 'ù',
  uacute: 'ú',
  ucirc: 'û',
};

function codePoint(value: number): string {
  // Control characters and lone surrogates are never text worth showing.
  if (!Number.isFinite(value) || value < 0x20 || value > 0x10ffff || (value >= 0xd800 && value <= 0xdfff)) return '';
  return String.fromCodePoint(value);
}

export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]{1,6}|#\d{1,7}|[a-z]{2,8});/gi, (whole, name: string) => {
    if (name[0] === '#')
      return codePoint(name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : Number(name.slice(1)));
    return NAMED[name] ?? whole;
  });
}

const stripTags = (text: string) =>
  text
    .replace(/<(script|style|iframe|object|noscript)\b[^>]*>[\s\S]*?<\/\1\s*>/gi, ' ')
    .replace(/<!--[\s\S]*?-->/g, ' ')
    .replace(/<\/?(p|br|div|li|h[1-6])\b[^>]*>/gi, ' ')
    .replace(/<[^>]*>/g, '');

/** HTML (or text) -> one line of plain text. Decoded markup ("&lt;b&gt;") is stripped too. */
export function toPlainText(html: string): string {
  const text = stripTags(decodeEntities(stripTags(html)));
  return (
    text
      // Any bracket left (an unclosed tag) goes: what we pass on is text, never markup.
      .replace(/[<>]/g, ' ')
      // eslint-disable-next-line no-control-regex -- control characters are removed on purpose
      .replace(/[\u0000-\u001f\u007f\u200b\u2028\u2029]/g, ' ')
      .replace(/\s+/g, ' ')
      .trim()
  );
}

/** At most `max` characters (code points), cut at a word when one ends near, with an ellipsis. */
export function truncate(text: string, max: number): string {
  const chars = Array.from(text);
  if (chars.length <= max) return text;
  const cut = chars.slice(0, max - 1).join('');
  const space = cut.lastIndexOf(' ');
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

/** The link when it is an absolute http(s) URL, else null (javascript:, data:, relative...). */
export function safeLink(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const trimmed = value.trim();
  if (!/^https?:\/\//i.test(trimmed)) return null;
  try {
    const url = new URL(trimmed);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.toString() : null;
  } catch {
    return null;
  }
}

/** An ISO time from an RSS (RFC 822) or Atom (RFC 3339) date, or null. */
export function isoTime(value: unknown): string | null {
  if (typeof value !== 'string' || value.trim() === '') return null;
  const time = Date.parse(value.trim());
  return Number.isNaN(time) ? null : new Date(time).toISOString();
}
