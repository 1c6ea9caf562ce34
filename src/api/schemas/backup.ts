import * as z from "zod/mini";
import {
  countSchema,
  flag,
  isRecord,
  optionalDateTime,
  optionalText,
  optionalUrl,
  orNull,
  idSchema,
  withFallback,
} from "./utils";
import { object } from "./zodInternals";

export const BACKUP_STATES = [
  "pending",
  "running",
  "complete",
  "failed",
] as const;

/**
 * Pleroma 2.6 added `state`; older releases and Akkoma only say `processed`,
 * from which the state is told.
 */
function liftState(raw: unknown): unknown {
  if (!isRecord(raw) || raw.state !== undefined) return raw;
  return { ...raw, state: raw.processed === true ? "complete" : "pending" };
}

/** A requested archive of the member's data (Pleroma, Akkoma: /api/v1/pleroma/backups). */
export const backupSchema = z.pipe(
  z.transform(liftState),
  object({
    id: orNull(idSchema),
    content_type: optionalText,
    file_size: countSchema,
    inserted_at: optionalDateTime,
    processed: flag(),
    state: withFallback(z.enum(BACKUP_STATES), "pending"),
    // Set once the archive is written; until then the link does not answer.
    url: optionalUrl,
  }),
);

export type Backup = z.infer<typeof backupSchema>;
