/** The poll durations offered (seconds), kept within the server's bounds. */
const DURATIONS = [
  300, 1_800, 3_600, 21_600, 43_200, 86_400, 259_200, 604_800, 2_592_000,
];

/** Offered durations within [min, max], plus `current` when it is another value. */
export function pollDurations(
  min: number,
  max: number,
  current: number,
): number[] {
  const offered = DURATIONS.filter((d) => d >= min && d <= max);
  if (!offered.includes(current)) offered.push(current);
  return offered.sort((a, b) => a - b);
}

/** The largest whole unit of a duration, for its label. */
export function durationParts(seconds: number): {
  value: number;
  unit: "day" | "hour" | "minute" | "second";
} {
  if (seconds % 86_400 === 0) return { value: seconds / 86_400, unit: "day" };
  if (seconds % 3_600 === 0) return { value: seconds / 3_600, unit: "hour" };
  if (seconds % 60 === 0) return { value: seconds / 60, unit: "minute" };
  return { value: seconds, unit: "second" };
}
