import { AUDIT_VALUE_MAX } from '@swiss/contract';
import { describe, expect, it } from 'vitest';
import { changedPaths, changedValues, valueText } from './changes.js';

describe('audit changes', () => {
  it('lists each changed field with its old and new value', () => {
    const before = { id: 'a', names: { en: 'Lake', de: 'See' }, facts: ['one', 'two'], score: 80 };
    const after = { id: 'a', names: { en: 'Lake', de: 'Der See' }, facts: ['one'], score: 82 };
    expect(changedValues(before, after)).toEqual([
      { field: 'names.de', before: 'See', after: 'Der See' },
      { field: 'facts', before: 'one · two', after: 'one' },
      { field: 'score', before: '80', after: '82' },
    ]);
    expect(changedPaths(before, after)).toEqual(['names.de', 'facts', 'score']);
  });

  it('shows a created or removed record field by field, an absent value as null', () => {
    expect(changedValues(null, { version: 'v1', credit: 'Ann' })).toEqual([
      { field: 'version', before: null, after: 'v1' },
      { field: 'credit', before: null, after: 'Ann' },
    ]);
    expect(changedValues({ enabled: true }, null)).toEqual([{ field: 'enabled', before: 'true', after: null }]);
  });

  it('shortens long texts and never lists more than 8 fields', () => {
    const long = valueText('x'.repeat(1000)) ?? '';
    expect(long).toHaveLength(AUDIT_VALUE_MAX);
    expect(long.endsWith('…')).toBe(true);
    const wide = Object.fromEntries(Array.from({ length: 20 }, (_, i) => [`f${i}`, i]));
    expect(changedValues({}, wide)).toHaveLength(8);
  });
});
