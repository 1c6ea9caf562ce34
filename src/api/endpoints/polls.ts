import type { ApiClient } from "../client";
import { pollSchema, type Poll } from "../schemas/poll";

/** Polls (spec 02 section 7.7). */

const pollPath = (id: string) => `/api/v1/polls/${encodeURIComponent(id)}`;

export function getPoll(
  client: ApiClient,
  id: string,
  signal?: AbortSignal,
): Promise<Poll> {
  return client.one("GET", pollPath(id), pollSchema, { signal });
}

/** Votes with the option indexes; the answer is the poll with the new counts. */
export function postPollVotes(
  client: ApiClient,
  id: string,
  choices: readonly number[],
  signal?: AbortSignal,
): Promise<Poll> {
  return client.one("POST", `${pollPath(id)}/votes`, pollSchema, {
    body: { choices: [...choices] },
    signal,
  });
}
