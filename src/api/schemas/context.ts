import * as z from "zod/mini";
import { statusSchema, type Status } from "./status";
import { filteredArray } from "./utils";
import { object } from "./zodInternals";

const statusListSchema = filteredArray(statusSchema);

/** The chain of parents of `id` found in `statuses`, root first. */
function ancestorsOf(id: string, statuses: Status[]): Status[] {
  const byId = new Map(statuses.map((status) => [status.id, status]));
  const chain: Status[] = [];
  let parentId = byId.get(id)?.in_reply_to_id ?? null;
  const seen = new Set([id]);
  while (parentId !== null && !seen.has(parentId)) {
    seen.add(parentId);
    const parent = byId.get(parentId);
    if (!parent) break;
    chain.unshift(parent);
    parentId = parent.in_reply_to_id;
  }
  return chain;
}

/**
 * Mitra 0.4 (2022) answered the context call with a bare list holding the whole
 * thread, the requested status included. Rule: the requested status's
 * in-reply-to chain found in the list is the ancestors (root first); every
 * other status except the requested one is a descendant, in server order.
 */
function splitThread(id: string, statuses: Status[]) {
  const ancestors = ancestorsOf(id, statuses);
  const ancestorIds = new Set(ancestors.map((status) => status.id));
  const descendants = statuses.filter(
    (status) => status.id !== id && !ancestorIds.has(status.id),
  );
  return { ancestors, descendants };
}

/**
 * The thread around status `id` (`/api/v1/statuses/:id/context`). The id is
 * needed only to split a bare-list reply (Mitra).
 */
export function makeContextSchema(id: string) {
  return z.union([
    object({
      ancestors: statusListSchema,
      descendants: statusListSchema,
    }),
    z.pipe(
      z.array(z.unknown()),
      z.transform((items) => splitThread(id, statusListSchema.parse(items))),
    ),
  ]);
}

export type Context = z.infer<ReturnType<typeof makeContextSchema>>;
