// Helpers the admin routes share: Mastodon-style paging of a list newest
// first, look-ups that answer 404, and the validation errors Mastodon sends.
import { ApiFailure } from "../errors.mjs";
import { compareIds } from "../ids.mjs";
import { Reply, pageByIds, reply } from "../http.mjs";

export const byIdDesc = (a, b) => compareIds(b.id, a.id);

/** Admin lists page by 100, at most 200 (Mastodon's limits for them). */
export const PAGE = { defaultLimit: 100, maxLimit: 200 };

/** A page of `items`, newest first, with Link cursors. */
export function page(ctx, items, render = (item) => item) {
  const { page: slice, headers } = pageByIds(
    ctx,
    [...items].sort(byIdDesc),
    PAGE,
  );
  return reply(slice.map(render), { headers });
}

export const findBy = (items, id) => {
  const found = items.find((item) => item.id === String(id));
  if (!found) throw new ApiFailure(404, "Record not found");
  return found;
};

/** The trimmed, lower-cased value, or Mastodon's 422 for a blank one. */
export const blank = (value, what) => {
  if (!String(value ?? "").trim())
    throw new ApiFailure(422, `Validation failed: ${what} can't be blank`);
  return String(value).trim().toLowerCase();
};

/** Pleroma answers many changes with 204 and no body. */
export const noContent = () => new Reply({ status: 204, text: "" });
