import type { MediaAttachment } from "../api/schemas/mediaAttachment";

/** Pure layout maths for media galleries. */

/**
 * A focal point (x, y in -1..1, y pointing up) as CSS object-position, so a
 * cropped thumbnail keeps the part the author marked.
 */
export function objectPosition(attachment: MediaAttachment): string {
  const focus = attachment.meta.focus;
  if (!focus) return "50% 50%";
  const x = ((focus.x + 1) / 2) * 100;
  const y = ((1 - focus.y) / 2) * 100;
  return `${round(x)}% ${round(y)}%`;
}

const round = (value: number) => Math.round(value * 100) / 100;

/** Width / height as the server measured it, or null. */
export function aspectOf(attachment: MediaAttachment): number | null {
  const { meta } = attachment;
  const size = meta.original ?? meta.small;
  if (size?.width && size.height) return size.width / size.height;
  const aspect = size?.aspect ?? meta.aspect;
  if (aspect) return aspect;
  if (meta.width && meta.height) return meta.width / meta.height;
  return null;
}

const MIN_SINGLE = 3 / 4;
const MAX_SINGLE = 16 / 9;
const GRID = 16 / 9;

/**
 * The gallery's aspect ratio: a single image keeps its own shape within
 * bounds (tall images are cropped, not shown a screen high); grids are 16:9.
 */
export function galleryAspect(items: readonly MediaAttachment[]): number {
  const [only] = items;
  if (items.length !== 1 || !only) return GRID;
  const aspect = aspectOf(only) ?? GRID;
  return Math.min(MAX_SINGLE, Math.max(MIN_SINGLE, aspect));
}

/** Types shown as tiles of the visual grid; audio and unknown files are listed below it. */
export function isVisual(attachment: MediaAttachment): boolean {
  return (
    attachment.type === "image" ||
    attachment.type === "gifv" ||
    attachment.type === "video"
  );
}

/** Seconds as m:ss or h:mm:ss. */
export function formatDuration(seconds: number): string {
  const total = Math.max(0, Math.round(seconds));
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = String(total % 60).padStart(2, "0");
  return h > 0 ? `${h}:${String(m).padStart(2, "0")}:${s}` : `${m}:${s}`;
}

/** The last path segment of a URL, for naming a file. */
export function fileName(url: string): string {
  try {
    const segment = new URL(url).pathname.split("/").pop() ?? "";
    return decodeURIComponent(segment) || url;
  } catch {
    return url;
  }
}
