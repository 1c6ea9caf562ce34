import * as z from "zod/mini";
import { idSchema, orNull, orUndefined } from "./utils";
import { object } from "./zodInternals";

export const QUOTE_STATES = [
  "pending",
  "accepted",
  "rejected",
  "revoked",
  "deleted",
  "unauthorized",
] as const;

/**
 * Whether a quote may be shown (spec 01 section 4). Quotes without a state
 * (Pleroma, Fedibird) are accepted. Mastodon 4.5 also sends states such as
 * `blocked_account`, `blocked_domain` and `muted_account`: any state outside
 * the list is read as unauthorized, so the quoted post stays hidden.
 */
export const quoteStateSchema = z.pipe(
  z.string(),
  z.transform(
    (state) => QUOTE_STATES.find((known) => known === state) ?? "unauthorized",
  ),
);

export type QuoteState = z.infer<typeof quoteStateSchema>;

/**
 * The ids and state in a status's `quote` field, whichever shape it has:
 * Mastodon 4.5 `{state, quoted_status}` or `{state, quoted_status_id}`
 * (a shallow quote, used inside a quoted status), or Fedibird's plain status.
 */
export const quoteRefSchema = orNull(
  object({
    id: orUndefined(idSchema),
    state: orUndefined(quoteStateSchema),
    quoted_status_id: orUndefined(idSchema),
    quoted_status: orUndefined(object({ id: idSchema })),
  }),
);

export type QuoteRef = z.infer<typeof quoteRefSchema>;

/** The quoted status id from a quote field; a wrapper's own keys win. */
export function quotedIdOf(ref: QuoteRef): string | null {
  if (!ref) return null;
  if (ref.state !== undefined) {
    return ref.quoted_status?.id ?? ref.quoted_status_id ?? null;
  }
  return ref.id ?? null;
}
