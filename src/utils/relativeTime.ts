/** Relative and remaining time buckets (spec 01 section 9). Times are epoch milliseconds. */

export const SECOND = 1000;
export const MINUTE = 60 * SECOND;
export const HOUR = 60 * MINUTE;
export const DAY = 24 * HOUR;

/** Below this, a past time reads "now" and a remaining time "Moments remaining". */
export const JUST_NOW = 10 * SECOND;
/** From this age on, a past time shows a short date instead. */
export const SHOW_DATE_AFTER = 7 * DAY;

export type TimeUnit = "second" | "minute" | "hour" | "day";

export type PastTime =
  | { unit: "now" }
  | { unit: TimeUnit; value: number }
  | { unit: "date"; withYear: boolean };

export type RemainingTime =
  { unit: "moments" } | { unit: TimeUnit; value: number };

function bucket(delta: number): { unit: TimeUnit; value: number } {
  if (delta < MINUTE)
    return { unit: "second", value: Math.floor(delta / SECOND) };
  if (delta < HOUR)
    return { unit: "minute", value: Math.floor(delta / MINUTE) };
  if (delta < DAY) return { unit: "hour", value: Math.floor(delta / HOUR) };
  return { unit: "day", value: Math.floor(delta / DAY) };
}

/**
 * How long ago `time` was at `now`. Times in the future (clock skew) read
 * "now"; a week or more ago gives a date, with the year only when it differs
 * from the current year (local time).
 */
export function pastTime(time: number, now: number): PastTime {
  const delta = now - time;
  if (delta < JUST_NOW) return { unit: "now" };
  if (delta < SHOW_DATE_AFTER) return bucket(delta);
  const withYear = new Date(time).getFullYear() !== new Date(now).getFullYear();
  return { unit: "date", withYear };
}

/** How long until `time` at `now`; past times read "Moments remaining". */
export function remainingTime(time: number, now: number): RemainingTime {
  const delta = time - now;
  if (delta < JUST_NOW) return { unit: "moments" };
  return bucket(delta);
}
