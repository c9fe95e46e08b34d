import { AUDIT_VALUE_MAX, type AuditValue } from '@swiss/contract';

/** At most this many paths are listed: the audit list shows what changed, not a full diff. */
const MAX_PATHS = 8;

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A value as the audit list shows it: texts as they are, a list of texts joined, the rest as JSON. */
export function valueText(value: unknown): string | null {
  if (value === null || value === undefined || value === '') return null;
  let text: string;
  if (typeof value === 'string') text = value;
  else if (Array.isArray(value) && value.every((item) => typeof item === 'string')) text = value.join(' · ');
  else text = JSON.stringify(value);
  // Long texts (descriptions, facts) would swamp the list: the start is enough to recognise them.
  return text.length > AUDIT_VALUE_MAX ? `${text.slice(0, AUDIT_VALUE_MAX - 1)}…` : text;
}

const absent = (value: unknown) => value === null || value === undefined;

function walk(before: unknown, after: unknown, prefix: string, out: AuditValue[]): void {
  if (out.length >= MAX_PATHS) return;
  // A whole record created or removed (a place, a photo) is shown field by field, not as one blob.
  if (prefix === '' && absent(before) && isObject(after)) before = {};
  if (prefix === '' && isObject(before) && absent(after)) after = {};
  if (isObject(before) && isObject(after)) {
    for (const key of new Set([...Object.keys(before), ...Object.keys(after)])) {
      walk(before[key], after[key], prefix ? `${prefix}.${key}` : key, out);
      if (out.length >= MAX_PATHS) break;
    }
    return;
  }
  if (JSON.stringify(before) !== JSON.stringify(after))
    out.push({ field: prefix || '(record)', before: valueText(before), after: valueText(after) });
}

/**
 * Where two records differ, by dotted path ("names.de", "facts.fr"), with the value on either side,
 * so the audit list can say what an edit touched and how. Arrays count as one value: a changed
 * list of facts is one change.
 */
export function changedValues(before: unknown, after: unknown): AuditValue[] {
  const out: AuditValue[] = [];
  walk(before, after, '', out);
  return out;
}

export function changedPaths(before: unknown, after: unknown): string[] {
  return changedValues(before, after).map((value) => value.field);
}
