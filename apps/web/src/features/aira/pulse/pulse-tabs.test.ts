import { describe, expect, it } from 'vitest';
import { DEFAULT_PULSE_TAB, nextTabIndex, PULSE_TAB_ORDER, wmoKey } from './pulse-tabs';

describe('Pulse tabs', () => {
  it('default to location, in the spec order', () => {
    expect(DEFAULT_PULSE_TAB).toBe('location');
    expect(PULSE_TAB_ORDER).toEqual(['location', 'weather', 'local', 'environment', 'ai-chat', 'insights']);
  });
  it('move with the arrow keys (wrapping), Home and End', () => {
    expect(nextTabIndex('ArrowRight', 0, 5)).toBe(1);
    expect(nextTabIndex('ArrowRight', 4, 5)).toBe(0);
    expect(nextTabIndex('ArrowLeft', 0, 5)).toBe(4);
    expect(nextTabIndex('Home', 3, 5)).toBe(0);
    expect(nextTabIndex('End', 1, 5)).toBe(4);
    expect(nextTabIndex('a', 1, 5)).toBeNull();
  });
  it('translate WMO codes by key', () => {
    expect([0, 2, 45, 53, 63, 81, 73, 96, 7].map(wmoKey)).toEqual([
      'clear',
      'partlyCloudy',
      'fog',
      'drizzle',
      'rain',
      'rain',
      'snow',
      'thunderstorm',
      null,
    ]);
  });
});
