import { schema } from "normalizr";
import type { ScheduledStatus } from "../../api/schemas/scheduledStatus";
import { normalizeMany, normalizeOne, type Normalized } from "../normalize";

/** A scheduled status as cached: its media stay inside it (they belong to no post yet). */
export type StoredScheduledStatus = ScheduledStatus;

const scheduledEntity = new schema.Entity("scheduledStatuses");

export function normalizeScheduledStatuses(
  items: readonly ScheduledStatus[],
): Normalized<string[]> {
  return normalizeMany(items, scheduledEntity);
}

export function normalizeScheduledStatus(
  item: ScheduledStatus,
): Normalized<string> {
  return normalizeOne(item, scheduledEntity);
}
