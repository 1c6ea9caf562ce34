import type { ShoutboxMessage } from "../../api/shoutbox";
import type { EntitiesPayload } from "../entities";
import { normalizeAccounts } from "../normalize";

/** A shoutbox message as held: its author is an account id. */
export interface StoredShout {
  id: number;
  text: string;
  author_id: string;
}

/** Messages with their authors as entities, for the accounts slice to take in. */
export function normalizeShouts(
  shouts: readonly ShoutboxMessage[],
): EntitiesPayload & { messages: StoredShout[] } {
  const { entities } = normalizeAccounts(shouts.map((s) => s.author));
  const messages = shouts.map((s) => ({
    id: s.id,
    text: s.text,
    author_id: s.author.id,
  }));
  return { entities, messages };
}
