// Lists and their members, plus the member's mutes, blocks and domain blocks.
import { ApiFailure } from "../errors.mjs";
import { pageByPosition, reply } from "../http.mjs";
import { saveList } from "../socialOps.mjs";
import { accountPage, requireUser } from "./common.mjs";

const renderList = ({
  id,
  title,
  replies_policy: repliesPolicy,
  exclusive,
}) => ({ id, title, replies_policy: repliesPolicy, exclusive });

function ownList(ctx) {
  const me = requireUser(ctx);
  const list = ctx.store.lists.get(ctx.params.id);
  if (!list || list.owner_id !== me)
    throw new ApiFailure(404, "Record not found");
  return list;
}

const accountIds = (ctx) =>
  [
    ...ctx.query.list("account_ids"),
    ...[ctx.body.account_ids ?? []].flat(),
  ].map(String);

/** @param {import("../http.mjs").Router} router */
export function addListRoutes(router) {
  router.add("GET", "/api/v1/lists", (ctx) => {
    const me = requireUser(ctx);
    return [...ctx.store.lists.values()]
      .filter((l) => l.owner_id === me)
      .map(renderList);
  });
  router.add("POST", "/api/v1/lists", (ctx) =>
    renderList(saveList(ctx.store, requireUser(ctx), null, ctx.body)),
  );
  router.add("GET", "/api/v1/lists/:id", (ctx) => renderList(ownList(ctx)));
  router.add("PUT", "/api/v1/lists/:id", (ctx) =>
    renderList(
      saveList(ctx.store, requireUser(ctx), ownList(ctx).id, ctx.body),
    ),
  );
  router.add("DELETE", "/api/v1/lists/:id", (ctx) => {
    ctx.store.lists.delete(ownList(ctx).id);
    return reply({});
  });
  router.add("GET", "/api/v1/lists/:id/accounts", (ctx) => {
    const list = ownList(ctx);
    return accountPage(
      ctx,
      pageByPosition(
        ctx,
        [...list.members].map((id) => ctx.store.account(id)),
      ),
    );
  });
  router.add("POST", "/api/v1/lists/:id/accounts", (ctx) => {
    const list = ownList(ctx);
    for (const id of accountIds(ctx)) {
      if (!ctx.store.account(id)) throw new ApiFailure(404, "Record not found");
      list.members.add(id);
    }
    return reply({});
  });
  router.add("DELETE", "/api/v1/lists/:id/accounts", (ctx) => {
    const list = ownList(ctx);
    for (const id of accountIds(ctx)) list.members.delete(id);
    return reply({});
  });

  const related = (set) => (ctx) => {
    const me = requireUser(ctx);
    const ids = [...ctx.store[set]]
      .filter((k) => k.startsWith(`${me}>`))
      .map((k) => k.split(">")[1]);
    return accountPage(
      ctx,
      pageByPosition(
        ctx,
        ids.map((id) => ctx.store.account(id)),
      ),
    );
  };
  router.add("GET", "/api/v1/mutes", related("mutes"));
  router.add("GET", "/api/v1/blocks", related("blocks"));
  router.add("GET", "/api/v1/domain_blocks", (ctx) => {
    requireUser(ctx);
    return [];
  });
}
