// Pictures drawn by code for the demo data: each scene maps a point (u, v) in
// the unit square to an RGB colour. Deterministic, no randomness at run time.

const mix = (a, b, t) => a.map((x, i) => x + (b[i] - x) * t);
const clamp = (t) => Math.max(0, Math.min(1, t));
const smooth = (a, b, x) => {
  const t = clamp((x - a) / (b - a));
  return t * t * (3 - 2 * t);
};
/** Cheap value noise from summed sines, roughly in [-1, 1]. */
const wobble = (x, y, seed) =>
  (Math.sin(x * 12.9 + seed) +
    Math.sin(y * 7.3 + x * 3.1 + seed * 2) +
    Math.sin((x + y) * 23.7 + seed * 3) * 0.5) /
  2.5;
const hash = (x, y) => {
  const s = Math.sin(x * 127.1 + y * 311.7) * 43758.5453;
  return s - Math.floor(s);
};

function harbour(u, v) {
  const sky = mix([250, 170, 90], [90, 60, 130], clamp(1 - v / 0.55));
  const sun = Math.hypot(u - 0.68, (v - 0.42) * 1.3);
  if (v < 0.55) return mix(sky, [255, 230, 160], 1 - smooth(0.05, 0.09, sun));
  const ripple = Math.sin(v * 180 + Math.sin(u * 40) * 2) * 0.5 + 0.5;
  const sea = mix([40, 60, 110], [20, 30, 70], (v - 0.55) / 0.45);
  const glow = (1 - smooth(0, 0.12, Math.abs(u - 0.68))) * ripple;
  const boat = v > 0.6 && v < 0.66 && u > 0.2 && u < 0.32 - (v - 0.6) * 0.6;
  return boat ? [30, 25, 35] : mix(sea, [250, 190, 110], glow * 0.7);
}

function loaf(u, v) {
  const board = mix(
    [196, 150, 100],
    [160, 112, 70],
    0.5 + wobble(u * 3, v * 20, 1) * 0.3,
  );
  const d = Math.hypot((u - 0.5) / 0.36, (v - 0.55) / 0.26);
  if (d > 1) return board;
  const crust = mix([214, 150, 70], [140, 80, 35], smooth(0.2, 1, d));
  const score = Math.abs(Math.sin((u * 1.1 + v * 0.6) * 19)) < 0.12 && d < 0.85;
  return score ? [240, 215, 165] : crust;
}

function trail(u, v) {
  const sky = mix([170, 205, 235], [235, 240, 245], v / 0.5);
  const far = 0.38 + Math.sin(u * 9) * 0.05 + wobble(u, 1, 2) * 0.03;
  const near = 0.55 + Math.sin(u * 5 + 1) * 0.07;
  if (v < far) return sky;
  if (v < near) return mix([110, 130, 160], [90, 110, 120], (v - far) * 4);
  const path = Math.abs(u - 0.5 - (1 - v) * 0.4) < (v - 0.5) * 0.25;
  return path
    ? [190, 165, 120]
    : mix([80, 140, 70], [40, 90, 45], (v - near) * 2);
}

function market(u, v) {
  const awning = v < 0.2 && Math.floor(u * 10) % 2 === 0;
  if (v < 0.2) return awning ? [200, 50, 60] : [245, 240, 230];
  const cell = [Math.floor(u * 6), Math.floor((v - 0.2) * 5)];
  const palette = [
    [220, 60, 40],
    [250, 170, 30],
    [90, 160, 60],
    [120, 60, 140],
    [240, 220, 80],
  ];
  const colour = palette[(cell[0] * 3 + cell[1]) % palette.length];
  const cu = u * 6 - cell[0] - 0.5;
  const cv = (v - 0.2) * 5 - cell[1] - 0.5;
  const d = Math.hypot(cu, cv);
  return d < 0.38
    ? mix(colour, [255, 255, 255], smooth(0.1, 0.0, d + cu * 0.3) * 0.4)
    : [110, 80, 55];
}

function stars(u, v) {
  const base = mix([5, 10, 35], [40, 30, 80], v);
  const band = Math.exp(-(((v - 0.3 - u * 0.4) / 0.12) ** 2));
  const glow = mix(base, [120, 110, 170], band * 0.45);
  const gx = Math.floor(u * 160);
  const gy = Math.floor(v * 110);
  const star = hash(gx, gy) > 0.985 ? 1 : 0;
  const horizon = v > 0.85 + Math.sin(u * 14) * 0.03;
  return horizon ? [10, 12, 15] : mix(glow, [255, 250, 235], star);
}

function table(u, v) {
  const wood = mix(
    [150, 95, 55],
    [120, 72, 40],
    0.5 + wobble(u * 2, v * 30, 4) * 0.4,
  );
  const plates = [
    [0.25, 0.3, [220, 120, 60]],
    [0.62, 0.28, [120, 170, 80]],
    [0.4, 0.7, [240, 200, 90]],
    [0.78, 0.68, [200, 70, 80]],
  ];
  for (const [px, py, food] of plates) {
    const d = Math.hypot((u - px) * 1.5, v - py);
    if (d < 0.11) return food;
    if (d < 0.17) return [245, 245, 240];
  }
  return wood;
}

function seedlings(u, v) {
  const soil = mix(
    [90, 60, 40],
    [60, 40, 25],
    0.5 + wobble(u * 8, v * 8, 5) * 0.5,
  );
  const col = Math.floor(u * 4);
  const row = Math.floor(v * 3);
  const cu = u * 4 - col - 0.5;
  const cv = v * 3 - row - 0.5;
  const stem = Math.abs(cu) < 0.03 && cv > -0.05;
  const leaf = Math.hypot(Math.abs(cu) - 0.13, cv + 0.1) < 0.12;
  return stem || leaf ? mix([110, 190, 70], [60, 140, 50], cv + 0.5) : soil;
}

function tides(u, v) {
  const level = 0.5 + Math.sin(u * Math.PI * 4) * 0.25;
  const grid = Math.abs(((u * 12) % 1) - 0.5) > 0.48 ? 0.08 : 0;
  if (Math.abs(v - level) < 0.012) return [20, 90, 150];
  return v > level
    ? mix([170, 210, 235], [120, 170, 210], v)
    : mix([250, 250, 248], [200, 200, 200], grid * 6);
}

function release(u, v) {
  const bg = mix([40, 44, 60], [70, 60, 110], u);
  const d = Math.hypot(u - 0.5, (v - 0.5) * 1.9);
  return d < 0.22 ? mix([208, 90, 42], [240, 150, 90], v) : bg;
}

/** name → [width, height, scene] */
export const SCENES = {
  "photo-harbour.png": [480, 320, harbour],
  "photo-loaf.png": [400, 300, loaf],
  "photo-trail.png": [320, 480, trail],
  "photo-market.png": [480, 320, market],
  "photo-stars.png": [480, 270, stars],
  "photo-table.png": [600, 300, table],
  "photo-seedlings.png": [400, 300, seedlings],
  "card-tides.png": [400, 210, tides],
  "card-release.png": [400, 210, release],
  "card-recipe.png": [400, 210, loaf],
  "thumbnail.png": [400, 210, table],
};
