import * as z from "zod/mini";
import { flag, safeUrl } from "./utils";
import { object } from "./zodInternals";

/**
 * A relay the server follows (Pleroma and Akkoma). Pleroma before 2.2 listed
 * bare actor URLs, without `followed_back`. The actor URL is its id.
 */
export const adminRelaySchema = z.pipe(
  z.union([
    object({ actor: safeUrl, followed_back: flag() }),
    z.pipe(
      safeUrl,
      z.transform((actor) => ({ actor, followed_back: false })),
    ),
  ]),
  z.transform((relay) => ({ id: relay.actor, ...relay })),
);

export type AdminRelay = z.infer<typeof adminRelaySchema>;
