import { describe, expect, it } from 'vitest';
import {
  buildIcs,
  decodePlan,
  durationFromHours,
  encodePlan,
  escapeIcsText,
  foldIcsLine,
  MAX_PLAN_ITEMS,
  moveItem,
  parseDuration,
  scheduleItems,
  totalHours,
  type TripPlanItem,
} from './trip-plan.js';

const items: TripPlanItem[] = [
  { id: 'rheinfall', name: 'Rhine Falls', type: 'waterfall', duration: '2-3h' },
  { id: 'matterhorn', name: 'Matterhorn', type: 'peak', duration: '8h' },
  { id: 'kapellbruecke-luzern', name: 'Chapel Bridge; Lucerne, "old"', type: 'heritage_site', duration: '1.5h' },
];

describe('durations', () => {
  it('reads hours, half hours and ranges', () => {
    expect(parseDuration('2-3h')).toEqual({ min: 2, max: 3 });
    expect(parseDuration('1.5h')).toEqual({ min: 1.5, max: 1.5 });
    expect(parseDuration('8h')).toEqual({ min: 8, max: 8 });
    for (const bad of ['', 'h', '3-2h', '0h', '25h', '2.25h', 'Full day', '1e3h'])
      expect(parseDuration(bad), bad).toBeNull();
  });

  it('writes hours in half-hour steps', () => {
    expect(durationFromHours(2)).toBe('2h');
    expect(durationFromHours(1.4)).toBe('1.5h');
    expect(durationFromHours(0)).toBe('0.5h');
    expect(durationFromHours(99)).toBe('24h');
  });

  it('totals the plan as a range; unreadable durations count as 2-3 h', () => {
    expect(totalHours([])).toEqual({ min: 0, max: 0 });
    expect(totalHours(items)).toEqual({ min: 11.5, max: 12.5 });
    expect(totalHours([{ duration: 'soon' }, { duration: '1h' }])).toEqual({ min: 3, max: 4 });
  });
});

describe('moveItem', () => {
  it('moves up and down and ignores moves past the ends', () => {
    expect(moveItem([1, 2, 3], 0, 1)).toEqual([2, 1, 3]);
    expect(moveItem([1, 2, 3], 2, -1)).toEqual([1, 3, 2]);
    expect(moveItem([1, 2, 3], 0, -1)).toEqual([1, 2, 3]);
    expect(moveItem([1, 2, 3], 2, 1)).toEqual([1, 2, 3]);
  });
});

describe('share link', () => {
  it('round-trips a plan, including non-ASCII names', () => {
    const plan = [...items, { id: 'zurich', name: 'Zürich – Grossmünster', type: 'city', duration: '2h' }];
    const param = encodePlan(plan);
    expect(param).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(decodePlan(param)).toEqual(plan);
    expect(decodePlan(encodePlan([]))).toEqual([]);
  });

  it('rejects hostile or broken input', () => {
    const encode = (value: unknown) =>
      btoa(String.fromCharCode(...new TextEncoder().encode(JSON.stringify(value))))
        .replace(/\+/g, '-')
        .replace(/\//g, '_')
        .replace(/=+$/, '');
    for (const bad of [
      null,
      '',
      'not base64!',
      'a'.repeat(9000),
      encode('just a string'),
      encode({ v: 2, items: [] }),
      encode({ v: 1, items: [['../../etc', 'x', 'y', '2h']] }),
      encode({ v: 1, items: [['ok', '<script>\u0000', 'y', '2h']] }),
      encode({ v: 1, items: [['ok', 'x'.repeat(121), 'y', '2h']] }),
      encode({ v: 1, items: [['ok', 'Name', 'type', '1000h']] }),
      encode({ v: 1, items: [['ok', 'Name', 'type']] }),
      encode({ v: 1, items: [['ok', 'Name', 'type', '2h']], extra: true }),
      encode({ v: 1, items: Array.from({ length: MAX_PLAN_ITEMS + 1 }, (_, i) => [`p${i}`, 'N', 't', '1h']) }),
      '_____',
    ])
      expect(decodePlan(bad), String(bad).slice(0, 40)).toBeNull();
  });

  it('keeps the first of duplicate ids', () => {
    const param = encodePlan([items[0] as TripPlanItem, { ...(items[0] as TripPlanItem), name: 'Again' }]);
    expect(decodePlan(param)).toEqual([items[0]]);
  });
});

describe('iCalendar export', () => {
  const now = new Date(Date.UTC(2026, 10, 23, 19, 30, 5));

  it('escapes TEXT values and folds long lines at 75 octets', () => {
    expect(escapeIcsText('a\\b;c,d\ne')).toBe('a\\\\b\\;c\\,d\\ne');
    const folded = foldIcsLine(`SUMMARY:${'ä'.repeat(60)}`);
    for (const line of folded.split('\r\n')) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
    expect(
      folded
        .split('\r\n')
        .map((l, i) => (i === 0 ? l : l.slice(1)))
        .join(''),
    ).toBe(`SUMMARY:${'ä'.repeat(60)}`);
  });

  it('lays items out one after another from 09:00, moving to the next day after 19:00', () => {
    const slots = scheduleItems(items).map((s) => [s.start / 60, s.end / 60]);
    expect(slots).toEqual([
      [9, 12],
      [24 + 9, 24 + 17],
      [24 + 17, 24 + 18.5],
    ]);
  });

  it('builds a valid calendar with one event per item', () => {
    const ics = buildIcs(items, { startDate: '2026-12-30', now, origin: 'https://example.org' });
    expect(ics.endsWith('\r\n')).toBe(true);
    expect(ics.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    const lines = ics.split('\r\n');
    expect(lines[0]).toBe('BEGIN:VCALENDAR');
    expect(lines).toContain('VERSION:2.0');
    expect(lines.filter((l) => l === 'BEGIN:VEVENT')).toHaveLength(3);
    expect(lines.filter((l) => l === 'DTSTAMP:20261123T193005Z')).toHaveLength(3);
    expect(new Set(lines.filter((l) => l.startsWith('UID:'))).size).toBe(3);
    expect(lines).toContain('DTSTART:20261230T090000');
    expect(lines).toContain('DTEND:20261230T120000');
    expect(lines).toContain('DTSTART:20261231T090000');
    expect(lines).toContain('DTEND:20261231T183000');
    expect(lines).toContain('SUMMARY:Chapel Bridge\\; Lucerne\\, "old"');
    expect(lines).toContain('URL:https://example.org/place/rheinfall');
    expect(lines.at(-2)).toBe('END:VCALENDAR');
  });

  it('crosses month and year ends and rejects a bad start date', () => {
    const long = Array.from({ length: 3 }, (_, i) => ({ id: `p${i}`, name: 'P', type: 't', duration: '8h' }));
    const ics = buildIcs(long, { startDate: '2026-12-31', now });
    expect(ics).toContain('DTSTART:20270102T090000');
    expect(() => buildIcs(items, { startDate: '2026-02-30', now })).toThrow();
    expect(() => buildIcs(items, { startDate: 'tomorrow', now })).toThrow();
  });
});
