import type { EventLocation } from "../../api/schemas/event";

/**
 * Pure rules of the event routes and places (spec 01 section 2). Paths are
 * the router's: `/@user/events/:id`, `/@user/events/:id/discussion`.
 */

export type EventTab = "information" | "discussion";

/** The current tab; the tabs are hidden on the participations and participation_requests paths. */
export function eventTabFor(pathname: string): {
  hidden: boolean;
  active: EventTab | undefined;
} {
  const rest =
    /\/events\/[^/]+(\/.*)?$/.exec(pathname.replace(/\/+$/, ""))?.[1] ?? "";
  if (
    rest.endsWith("/participations") ||
    rest.endsWith("/participation_requests")
  ) {
    return { hidden: true, active: undefined };
  }
  if (rest === "") return { hidden: false, active: "information" };
  if (rest === "/discussion") return { hidden: false, active: "discussion" };
  return { hidden: false, active: undefined };
}

/** The address as lines: street; postal code and locality; region; country. */
export function addressLines(location: EventLocation): string[] {
  const town = [location.postal_code, location.locality]
    .filter((part) => part !== null && part.trim() !== "")
    .join(" ");
  return [location.street, town, location.region, location.country].filter(
    (line): line is string => line !== null && line.trim() !== "",
  );
}

/** An OpenStreetMap link centred on the place, or null without coordinates. */
export function mapUrl(location: EventLocation): string | null {
  const { latitude: lat, longitude: lon } = location;
  if (lat === null || lon === null) return null;
  return `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lon}#map=16/${lat}/${lon}`;
}
