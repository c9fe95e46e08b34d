/** At most this many paths are listed: the audit list shows what changed, not a full diff. */
const MAX_PATHS = 8;

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The dotted paths where two records differ ("names.de", "facts.fr"), so the audit list can say
 * what an edit touched. Arrays count as one value: a changed list of facts is one change.
 */
export function changedPaths(before: unknown, after: unknown, prefix = '', out: string[] = []): string[] {
  if (out.length >= MAX_PATHS) return out;
  if (isObject(before) && isObject(after)) {
    for (const key of new Set([...Object.keys(before), ...Object.keys(after)])) {
      changedPaths(before[key], after[key], prefix ? `${prefix}.${key}` : key, out);
      if (out.length >= MAX_PATHS) break;
    }
    return out;
  }
  if (JSON.stringify(before) !== JSON.stringify(after)) out.push(prefix || '(record)');
  return out;
}
