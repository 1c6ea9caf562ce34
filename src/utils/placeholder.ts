/** Lengths of skeleton placeholder text (spec 01 section 9), in characters. */
export const PLACEHOLDER_LENGTHS = {
  name: [3, 25],
  text: [5, 120],
  hashtag: [15, 30],
} as const satisfies Record<string, readonly [number, number]>;

export type PlaceholderKind = keyof typeof PLACEHOLDER_LENGTHS;

const SALT: Record<PlaceholderKind, number> = { name: 1, text: 2, hashtag: 3 };

/** mulberry32: a tiny seeded generator, enough to vary skeleton widths. */
function random(seed: number): number {
  let t = (seed + 0x6d2b79f5) | 0;
  t = Math.imul(t ^ (t >>> 15), t | 1);
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
}

/**
 * A placeholder length for row `index`: pseudo-random within the spec's range
 * but the same on every render, so skeletons do not flicker.
 */
export function placeholderLength(
  kind: PlaceholderKind,
  index: number,
): number {
  const [min, max] = PLACEHOLDER_LENGTHS[kind];
  const r = random(Math.imul(index + 1, 2654435761) ^ SALT[kind]);
  return min + Math.floor(r * (max - min + 1));
}

/** Placeholder text of `length` characters in short words, so it wraps like prose. */
export function placeholderText(length: number): string {
  return "x".repeat(length).replace(/(x{6})x/g, "$1 ");
}
