import * as z from "zod/mini";
import { idSchema, isRecord, text } from "./utils";
import { object } from "./zodInternals";

const actorSchema = object({ id: idSchema, nickname: text });

/**
 * One entry of the moderation log (Pleroma and Akkoma; Mastodon's audit log
 * has no API). `time` is in Unix seconds and becomes `created_at`; `data`
 * holds the action and its actor, with other keys that depend on the action.
 */
export const adminLogEntrySchema = z.pipe(
  object({
    id: idSchema,
    // The latest time a Date can hold, in seconds.
    time: z.number().check(z.gte(0), z.lte(8.64e12)),
    message: text,
    data: z.transform((data) => (isRecord(data) ? data : {})),
  }),
  z.transform(({ time, data, ...entry }) => {
    const actor = actorSchema.safeParse(data.actor);
    return {
      ...entry,
      created_at: new Date(time * 1000).toISOString(),
      action: typeof data.action === "string" ? data.action : "",
      actor: actor.success ? actor.data : null,
    };
  }),
);

export type AdminLogEntry = z.infer<typeof adminLogEntrySchema>;
