// kmyblue circles (capability `circles`, the Fedibird capability
// `kmyblue_circle_history`): who a `circle` post reaches, kept like lists.
// Routes and parameters as syaku/kmyblue config/routes/api.rb and its
// circles controllers serve them; posting to a circle is in postHooks.mjs.
import { ApiFailure } from "../errors.mjs";
import { familiesState, nextFamilyId } from "../familiesState.mjs";
import { pageByIds, pageByPosition, reply } from "../http.mjs";
import { findAccount, requireUser, statusPage } from "./common.mjs";
import { renderAccount } from "../render.mjs";

const renderCircle = (circle) => ({ id: circle.id, title: circle.title });

/** The viewer's own circle, else 404. */
export function ownCircle(ctx, id) {
  const circle = familiesState(ctx.store).circles.get(String(id));
  if (!circle || circle.owner_id !== requireUser(ctx))
    throw new ApiFailure(404, "Record not found");
  return circle;
}

const accountIds = (ctx) =>
  [ctx.body.account_ids ?? ctx.query.list("account_ids")].flat().map(String);

/** @param {import("../http.mjs").Router} router */
export function addCircleRoutes(router) {
  const circles = { capability: "circles" };
  const add = (method, path, handler) =>
    router.add(method, path, handler, circles);
  add("GET", "/api/v1/circles", (ctx) => {
    const me = requireUser(ctx);
    return [...familiesState(ctx.store).circles.values()]
      .filter((c) => c.owner_id === me)
      .map(renderCircle);
  });
  add("POST", "/api/v1/circles", (ctx) => {
    const me = requireUser(ctx);
    const title = String(ctx.body.title ?? "").trim();
    if (!title)
      throw new ApiFailure(422, "Validation failed: Title can't be blank");
    const circle = {
      id: nextFamilyId(ctx.store),
      owner_id: me,
      title,
      members: new Set(),
    };
    familiesState(ctx.store).circles.set(circle.id, circle);
    return renderCircle(circle);
  });
  add("GET", "/api/v1/circles/:id", (ctx) =>
    renderCircle(ownCircle(ctx, ctx.params.id)),
  );
  add("PUT", "/api/v1/circles/:id", (ctx) => {
    const circle = ownCircle(ctx, ctx.params.id);
    const title = String(ctx.body.title ?? "").trim();
    if (!title)
      throw new ApiFailure(422, "Validation failed: Title can't be blank");
    circle.title = title;
    return renderCircle(circle);
  });
  add("DELETE", "/api/v1/circles/:id", (ctx) => {
    const circle = ownCircle(ctx, ctx.params.id);
    familiesState(ctx.store).circles.delete(circle.id);
    return reply({});
  });
  add("GET", "/api/v1/circles/:id/accounts", (ctx) => {
    const circle = ownCircle(ctx, ctx.params.id);
    const { page, headers } = pageByPosition(ctx, [...circle.members], {
      idOf: (id) => id,
    });
    return reply(
      page.map((id) => renderAccount(ctx.render, ctx.store.account(id))),
      { headers },
    );
  });
  add("POST", "/api/v1/circles/:id/accounts", (ctx) => {
    const circle = ownCircle(ctx, ctx.params.id);
    for (const id of accountIds(ctx))
      circle.members.add(findAccount(ctx, id).id);
    return reply({});
  });
  add("DELETE", "/api/v1/circles/:id/accounts", (ctx) => {
    const circle = ownCircle(ctx, ctx.params.id);
    for (const id of accountIds(ctx)) circle.members.delete(id);
    return reply({});
  });
  add("GET", "/api/v1/circles/:id/statuses", (ctx) => {
    const circle = ownCircle(ctx, ctx.params.id);
    const list = ctx.store.listStatuses(
      ctx.viewerId,
      (s) => s.circle_id === circle.id,
    );
    return statusPage(ctx, pageByIds(ctx, list));
  });
  add("GET", "/api/v1/accounts/:id/circles", (ctx) => {
    const me = requireUser(ctx);
    const target = findAccount(ctx, ctx.params.id).id;
    return [...familiesState(ctx.store).circles.values()]
      .filter((c) => c.owner_id === me && c.members.has(target))
      .map(renderCircle);
  });
}
