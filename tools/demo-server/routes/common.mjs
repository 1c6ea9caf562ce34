// Helpers shared by the API routes: authentication, look-ups that answer 404,
// and rendering with the request's viewer and family.
import { ApiFailure } from "../errors.mjs";
import { renderAccount, renderRelationship } from "../render.mjs";
import { renderStatus } from "../renderStatus.mjs";
import { reply } from "../http.mjs";

/** The signed-in member's id, or a 401 reply. */
export function requireUser(ctx) {
  if (!ctx.viewerId) throw new ApiFailure(401, "The access token is invalid");
  return ctx.viewerId;
}

export function findAccount(ctx, ref) {
  const account = ctx.store.findAccount(ref);
  if (!account) throw new ApiFailure(404, "Record not found");
  return account;
}

/** A status the viewer may see, else 404 (as Mastodon hides private statuses). */
export function findStatus(ctx, id) {
  const status = ctx.store.status(id);
  if (!status || !ctx.store.canSee(ctx.viewerId, status))
    throw new ApiFailure(404, "Record not found");
  return status;
}

export const account = (ctx, a, options) =>
  renderAccount(ctx.render, a, options);
export const status = (ctx, s) => renderStatus(ctx.render, s);
export const statuses = (ctx, list) =>
  list.map((s) => renderStatus(ctx.render, s));
export const relationship = (ctx, otherId) =>
  renderRelationship(ctx.render, ctx.viewerId, otherId);

/** A page of statuses with its Link header. */
export function statusPage(ctx, { page, headers }) {
  return reply(statuses(ctx, page), { headers });
}

export function accountPage(ctx, { page, headers }) {
  return reply(
    page.map((a) => account(ctx, a)),
    { headers },
  );
}

export function truthy(value) {
  return value === true || value === "true" || value === "1" || value === 1;
}
