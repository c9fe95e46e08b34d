import { describe, expect, it } from 'vitest';
import { insuranceEstimate, swissPassPrice } from './tools.js';

describe('travel tool constants', () => {
  it('prices the Swiss Travel Pass by days, with the one-month price otherwise', () => {
    expect(swissPassPrice(3)).toBe(272);
    expect(swissPassPrice(8)).toBe(418);
    expect(swissPassPrice(22)).toBe(598);
    expect(swissPassPrice(30)).toBe(678);
  });

  it('estimates insurance as 3.5 CHF a day times the coverage factor, rounded', () => {
    expect(insuranceEstimate(7, 'basic')).toBe(25); // 24.5 rounds up
    expect(insuranceEstimate(7, 'comprehensive')).toBe(37); // 36.75
    expect(insuranceEstimate(10, 'premium')).toBe(70);
  });
});
