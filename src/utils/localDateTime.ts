/**
 * Instants as the value of an `<input type="datetime-local">`, which has no
 * time zone: the reader's own is meant.
 */

const pad = (n: number) => String(n).padStart(2, "0");

/** An instant as a datetime-local value in the reader's time zone. */
export function toLocalInput(time: number): string {
  const d = new Date(time);
  return (
    `${String(d.getFullYear())}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}` +
    `T${pad(d.getHours())}:${pad(d.getMinutes())}`
  );
}

/** A datetime-local value as an ISO instant, or null when empty or invalid. */
export function fromLocalInput(value: string): string | null {
  if (value === "") return null;
  const time = new Date(value).getTime();
  return Number.isFinite(time) ? new Date(time).toISOString() : null;
}
