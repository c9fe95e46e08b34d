/**
 * Where the stage draws its object buttons. Objects spawn at random positions (spec §4), so two can
 * land on each other; a button underneath could then not be tapped (WCAG 2.2 2.5.8). The room's
 * positions stay as they are; only the drawing moves a button aside, to the nearest free spot, in id
 * order so that every device with the same stage size shows the same layout.
 */

/** One button: where the room puts it (% of the stage from left and top) and its drawn size, px. */
export interface StageTarget {
  id: string;
  left: number;
  top: number;
  width: number;
  height: number;
}

export interface StagePoint {
  left: number;
  top: number;
}

/** Free space kept between buttons and to the stage's edge, px (target spacing, room for the focus outline). */
export const TARGET_GAP_PX = 8;

interface Box {
  x1: number;
  y1: number;
  x2: number;
  y2: number;
}

const CELL_PX = 64;

/** The boxes placed so far, bucketed by cell so a lookup reads only the neighbours of a spot. */
function boxIndex() {
  const cells = new Map<string, Box[]>();
  const cellsOf = (box: Box, visit: (key: string) => boolean | void) => {
    for (let i = Math.floor(box.x1 / CELL_PX); i <= Math.floor(box.x2 / CELL_PX); i += 1)
      for (let j = Math.floor(box.y1 / CELL_PX); j <= Math.floor(box.y2 / CELL_PX); j += 1)
        if (visit(`${i},${j}`) === true) return true;
    return false;
  };
  return {
    add: (box: Box) =>
      void cellsOf(box, (key) => {
        const list = cells.get(key);
        if (list) list.push(box);
        else cells.set(key, [box]);
      }),
    // Boxes that only touch do not overlap: each carries half the gap, so touching keeps the full gap.
    hits: (box: Box) =>
      cellsOf(box, (key) =>
        (cells.get(key) ?? []).some((o) => box.x1 < o.x2 && o.x1 < box.x2 && box.y1 < o.y2 && o.y1 < box.y2),
      ),
  };
}

/** A centre kept so that the box stays on the stage (centred when the box is larger than the stage). */
const keepInside = (centre: number, half: number, length: number) =>
  half * 2 >= length ? length / 2 : Math.min(length - half, Math.max(half, centre));

/**
 * Display positions (% of the stage) for the buttons, none overlapping and each `gap` px from the others
 * when the stage has room. Pinned buttons (the one being dragged) stay exactly where they are and are
 * placed first; the others follow in id order, each at its own spot when free, else at the nearest free
 * spot on rings around it. A button that finds no room anywhere stays at its own spot.
 */
export function spreadTargets(
  targets: readonly StageTarget[],
  stage: { width: number; height: number },
  options: { gap?: number; pinned?: ReadonlySet<string> } = {},
): Map<string, StagePoint> {
  const { gap = TARGET_GAP_PX, pinned } = options;
  const shown = new Map<string, StagePoint>();
  if (!(stage.width > 0 && stage.height > 0)) {
    for (const t of targets) shown.set(t.id, { left: t.left, top: t.top });
    return shown;
  }
  const rank = (t: StageTarget) => (pinned?.has(t.id) ? 0 : 1);
  // Plain code-unit order, not localeCompare: the same on every device whatever its language.
  const order = [...targets].sort((a, b) => rank(a) - rank(b) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  const placed = boxIndex();
  // The smallest size that found no room: anything as large will not fit either (room only shrinks).
  let full: { w: number; h: number } | null = null;
  const boxAt = (x: number, y: number, hw: number, hh: number): Box => ({
    x1: x - hw,
    y1: y - hh,
    x2: x + hw,
    y2: y + hh,
  });

  for (const t of order) {
    const hw = (t.width + gap) / 2;
    const hh = (t.height + gap) / 2;
    const wantX = (t.left / 100) * stage.width;
    const wantY = (t.top / 100) * stage.height;
    if (pinned?.has(t.id)) {
      placed.add(boxAt(wantX, wantY, hw, hh));
      shown.set(t.id, { left: t.left, top: t.top });
      continue;
    }
    const x0 = keepInside(wantX, hw, stage.width);
    const y0 = keepInside(wantY, hh, stage.height);
    const spot = full && hw * 2 >= full.w && hh * 2 >= full.h ? null : findSpot(x0, y0, hw, hh);
    if (!spot) {
      if (!full || (hw * 2 <= full.w && hh * 2 <= full.h)) full = { w: hw * 2, h: hh * 2 };
      shown.set(t.id, { left: t.left, top: t.top });
      continue;
    }
    placed.add(boxAt(spot.x, spot.y, hw, hh));
    shown.set(
      t.id,
      spot.x === wantX && spot.y === wantY
        ? { left: t.left, top: t.top }
        : { left: (spot.x / stage.width) * 100, top: (spot.y / stage.height) * 100 },
    );
  }
  return shown;

  /** The first free spot: the start itself, then rings of growing radius, each walked from angle 0. */
  function findSpot(x0: number, y0: number, hw: number, hh: number): { x: number; y: number } | null {
    if (!placed.hits(boxAt(x0, y0, hw, hh))) return { x: x0, y: y0 };
    const step = Math.max(4, Math.min(hw, hh) / 2);
    const rings = Math.ceil(Math.hypot(stage.width, stage.height) / step);
    for (let ring = 1; ring <= rings; ring += 1) {
      const count = 8 * ring;
      for (let k = 0; k < count; k += 1) {
        const angle = (2 * Math.PI * k) / count;
        const x = x0 + Math.cos(angle) * ring * step;
        const y = y0 + Math.sin(angle) * ring * step;
        if (x - hw < 0 || y - hh < 0 || x + hw > stage.width || y + hh > stage.height) continue;
        if (!placed.hits(boxAt(x, y, hw, hh))) return { x, y };
      }
    }
    return null;
  }
}

/** The box a button covers once rotated and scaled about its centre (its transform). */
export function drawnSize(
  size: { width: number; height: number },
  scale: number,
  degrees: number,
): { width: number; height: number } {
  const rad = (degrees * Math.PI) / 180;
  const cos = Math.abs(Math.cos(rad));
  const sin = Math.abs(Math.sin(rad));
  return {
    width: (size.width * cos + size.height * sin) * scale,
    height: (size.width * sin + size.height * cos) * scale,
  };
}
