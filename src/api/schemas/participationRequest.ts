import type * as z from "zod/mini";
import { accountSchema } from "./account";
import { optionalText } from "./utils";
import { object } from "./zodInternals";

/*
 * Apart from event.ts, which a status embeds (`pleroma.event`): read only by
 * the event's requests screen (issue 22).
 */

/**
 * Someone asking to join a restricted event, with what they wrote (Rebased's
 * ParticipationRequest schema: GET /api/v1/pleroma/events/:id/participation_requests).
 */
export const participationRequestSchema = object({
  account: accountSchema,
  participation_message: optionalText,
});

export type ParticipationRequest = z.infer<typeof participationRequestSchema>;
