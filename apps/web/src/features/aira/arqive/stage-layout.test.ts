import { describe, expect, it } from 'vitest';
import { drawnSize, spreadTargets, TARGET_GAP_PX, type StagePoint, type StageTarget } from './stage-layout';

const STAGE = { width: 1000, height: 500 };
const target = (id: string, left: number, top: number, size = 48): StageTarget => ({
  id,
  left,
  top,
  width: size,
  height: size,
});

/** Pixel boxes of the shown buttons. */
function boxes(targets: readonly StageTarget[], shown: Map<string, StagePoint>, stage = STAGE) {
  return targets.map((t) => {
    const p = shown.get(t.id) as StagePoint;
    const x = (p.left / 100) * stage.width;
    const y = (p.top / 100) * stage.height;
    return { id: t.id, x1: x - t.width / 2, y1: y - t.height / 2, x2: x + t.width / 2, y2: y + t.height / 2 };
  });
}

/** Every pair apart by at least `gap` px (along x or y), every box inside the stage. */
function expectSpread(targets: readonly StageTarget[], shown: Map<string, StagePoint>, stage = STAGE) {
  const all = boxes(targets, shown, stage);
  const eps = 1e-6;
  for (const b of all) {
    expect(b.x1).toBeGreaterThanOrEqual(-eps);
    expect(b.y1).toBeGreaterThanOrEqual(-eps);
    expect(b.x2).toBeLessThanOrEqual(stage.width + eps);
    expect(b.y2).toBeLessThanOrEqual(stage.height + eps);
  }
  for (const [i, a] of all.entries())
    for (const b of all.slice(i + 1)) {
      const apartX = Math.max(b.x1 - a.x2, a.x1 - b.x2);
      const apartY = Math.max(b.y1 - a.y2, a.y1 - b.y2);
      expect(Math.max(apartX, apartY), `${a.id} / ${b.id}`).toBeGreaterThanOrEqual(TARGET_GAP_PX - eps);
    }
}

describe('spreadTargets', () => {
  it('keeps buttons that do not overlap exactly where the room puts them', () => {
    const targets = [target('a', 20, 30), target('b', 60, 70)];
    const shown = spreadTargets(targets, STAGE);
    expect(shown.get('a')).toEqual({ left: 20, top: 30 });
    expect(shown.get('b')).toEqual({ left: 60, top: 70 });
  });

  it('moves the later id of two overlapping buttons aside, the earlier stays', () => {
    const targets = [target('b', 50, 50), target('a', 51, 51)];
    const shown = spreadTargets(targets, STAGE);
    expect(shown.get('a')).toEqual({ left: 51, top: 51 });
    expect(shown.get('b')).not.toEqual({ left: 50, top: 50 });
    expectSpread(targets, shown);
  });

  it('lays out the same whatever order the objects arrive in (the same on every device)', () => {
    const targets = [target('o-3', 50, 50), target('o-1', 50.5, 50), target('o-2', 49.5, 50.5), target('o-10', 50, 49)];
    const one = spreadTargets(targets, STAGE);
    const other = spreadTargets([...targets].reverse(), STAGE);
    expect([...other.entries()].sort()).toEqual([...one.entries()].sort());
    expectSpread(targets, one);
  });

  it('spreads many buttons on one spot, of different sizes, without overlaps and inside the stage', () => {
    const targets = Array.from({ length: 30 }, (_, i) => target(`o-${i}`, 50, 50, i % 3 === 0 ? 120 : 48));
    expectSpread(targets, spreadTargets(targets, STAGE));
  });

  it('keeps buttons at the edge inside the stage', () => {
    const targets = [target('a', 0, 0), target('b', 100, 100), target('c', 0.5, 0.5)];
    expectSpread(targets, spreadTargets(targets, STAGE));
  });

  it('depends on the stage size: a small stage spreads buttons that a large one leaves alone', () => {
    const targets = [target('a', 40, 50), target('b', 50, 50)];
    expect(spreadTargets(targets, { width: 2000, height: 500 }).get('b')).toEqual({ left: 50, top: 50 });
    const small = { width: 400, height: 300 };
    const shown = spreadTargets(targets, small);
    expect(shown.get('b')).not.toEqual({ left: 50, top: 50 });
    expectSpread(targets, shown, small);
  });

  it('leaves a pinned (dragged) button where it is and moves the others out of its way', () => {
    const targets = [target('a', 50, 50), target('z', 51, 50)];
    const shown = spreadTargets(targets, STAGE, { pinned: new Set(['z']) });
    expect(shown.get('z')).toEqual({ left: 51, top: 50 });
    expect(shown.get('a')).not.toEqual({ left: 50, top: 50 });
    expectSpread(targets, shown);
  });

  it('changes nothing before the stage is measured', () => {
    const targets = [target('a', 50, 50), target('b', 50, 50)];
    const shown = spreadTargets(targets, { width: 0, height: 0 });
    expect(shown.get('a')).toEqual({ left: 50, top: 50 });
    expect(shown.get('b')).toEqual({ left: 50, top: 50 });
  });

  it('leaves a button where it is when the stage has no room left, and stays quick with a full room', () => {
    const stage = { width: 300, height: 200 };
    const targets = Array.from({ length: 500 }, (_, i) => target(`o-${String(i).padStart(3, '0')}`, 50, 50));
    const started = performance.now();
    const shown = spreadTargets(targets, stage);
    expect(performance.now() - started).toBeLessThan(1000);
    expect(shown.get('o-499')).toEqual({ left: 50, top: 50 });
    // The ones that found room do not overlap each other.
    const fitted = targets.filter((t) => {
      const p = shown.get(t.id) as StagePoint;
      return t.id === 'o-000' || p.left !== 50 || p.top !== 50;
    });
    expect(fitted.length).toBeGreaterThan(10);
    expectSpread(fitted, shown, stage);
  });
});

describe('drawnSize', () => {
  it('scales and turns the box the way the button is transformed', () => {
    expect(drawnSize({ width: 48, height: 48 }, 1.2, 0)).toEqual({ width: 48 * 1.2, height: 48 * 1.2 });
    const turned = drawnSize({ width: 100, height: 48 }, 1, 90);
    expect(turned.width).toBeCloseTo(48);
    expect(turned.height).toBeCloseTo(100);
  });
});
