import * as z from "zod/mini";
import { object } from "./zodInternals";

/** The answer to a remote interaction request: where to complete it. */
export const remoteInteractionSchema = object({
  url: z.url({ protocol: /^https?$/ }),
});

export type RemoteInteraction = z.infer<typeof remoteInteractionSchema>;
