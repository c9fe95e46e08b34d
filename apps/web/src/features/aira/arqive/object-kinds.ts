import { ARQIVE, type ArObjectProperties, type ArObjectType, type NewArObject, type Vec3 } from '@swiss/contract';

/** Each type's look and what a click does (spec §3 AR object, §4 interactions). */
export const OBJECT_KINDS: Record<ArObjectType, { emoji: string; color: string; properties: ArObjectProperties }> = {
  cube: { emoji: '🧊', color: '#4f8cff', properties: props({}) },
  sphere: { emoji: '🔮', color: '#a45cff', properties: props({}) },
  portal: { emoji: '🌀', color: '#00c2d1', properties: props({ teleport: true }) },
  text: { emoji: '📝', color: '#f5f5f5', properties: props({ editable: true }) },
  crystal: { emoji: '💎', color: '#7fdbff', properties: props({ valuable: true }) },
  star: { emoji: '⭐', color: '#ffd700', properties: props({ valuable: true }) },
  rocket: { emoji: '🚀', color: '#ff5a36', properties: props({}) },
  gem: { emoji: '💠', color: '#2ecc71', properties: props({ valuable: true }) },
};

function props(patch: Partial<ArObjectProperties>): ArObjectProperties {
  return { grabbable: true, scalable: true, teleport: false, editable: false, valuable: false, ...patch };
}

/** The stage shows x -5..5 m across and height 0..3 m up; objects outside are drawn at its edge. */
export const STAGE = { xMin: -5, xMax: 5, yMin: 0, yMax: 3 } as const;

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));
const round2 = (value: number) => Math.round(value * 100) / 100;

/** Where an object sits on the stage, % from the left and from the top. */
export function stagePercent(position: Vec3): { left: number; top: number } {
  const x = clamp(position.x, STAGE.xMin, STAGE.xMax);
  const y = clamp(position.y, STAGE.yMin, STAGE.yMax);
  return {
    left: 5 + ((x - STAGE.xMin) / (STAGE.xMax - STAGE.xMin)) * 90,
    top: 90 - ((y - STAGE.yMin) / (STAGE.yMax - STAGE.yMin)) * 80,
  };
}

/** The room position for a point of the stage (fractions 0..1 of its box), depth kept. */
export function positionAt(fx: number, fy: number, z: number): Vec3 {
  const left = clamp(fx * 100, 5, 95);
  const top = clamp(fy * 100, 10, 90);
  return {
    x: round2(STAGE.xMin + ((left - 5) / 90) * (STAGE.xMax - STAGE.xMin)),
    y: round2(STAGE.yMin + ((90 - top) / 80) * (STAGE.yMax - STAGE.yMin)),
    z,
  };
}

/** A keyboard nudge: arrows move 0.25 m, kept on the stage. */
export function nudge(position: Vec3, key: string): Vec3 | null {
  const step = 0.25;
  const delta: Record<string, [number, number]> = {
    ArrowLeft: [-step, 0],
    ArrowRight: [step, 0],
    ArrowUp: [0, step],
    ArrowDown: [0, -step],
  };
  const d = delta[key];
  if (!d) return null;
  return {
    x: round2(clamp(position.x + d[0], STAGE.xMin, STAGE.xMax)),
    y: round2(clamp(position.y + d[1], STAGE.yMin, STAGE.yMax)),
    z: position.z,
  };
}

/** A new object in front of the visitor: a placement (where to put it), not a measurement. */
export function newObject(
  type: ArObjectType,
  look: { emoji: string; color: string; text?: string },
  random: () => number = Math.random,
): NewArObject {
  const kind = OBJECT_KINDS[type];
  const object: NewArObject = {
    type,
    emoji: look.emoji.trim() || kind.emoji,
    color: /^#[0-9a-fA-F]{6}$/.test(look.color) ? look.color : kind.color,
    position: { x: round2(-3 + random() * 6), y: round2(0.5 + random() * 2), z: round2(-1 - random() * 3) },
    properties: kind.properties,
  };
  if (type === 'text') object.text = (look.text ?? '').trim().slice(0, ARQIVE.textMax);
  return object;
}
