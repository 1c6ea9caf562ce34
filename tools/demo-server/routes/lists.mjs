// Lists and their members, plus the member's blocks (mutes and domain
// blocks are in blocking.mjs).
import { ApiFailure } from "../errors.mjs";
import { pageByPosition, reply } from "../http.mjs";
import { saveList } from "../socialOps.mjs";
import { accountPage, requireUser } from "./common.mjs";

/** Fedibird's `favourite` only where the family advertises favourite lists. */
const listJson = (ctx) => (list) => ({
  id: list.id,
  title: list.title,
  replies_policy: list.replies_policy,
  exclusive: list.exclusive,
  ...(ctx.family.fedibird.includes("favourite_list")
    ? { favourite: ctx.store.member.favouriteLists.has(list.id) }
    : {}),
});

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
      .map(listJson(ctx));
  });
  router.add("POST", "/api/v1/lists", (ctx) =>
    listJson(ctx)(saveList(ctx.store, requireUser(ctx), null, ctx.body)),
  );
  router.add("GET", "/api/v1/lists/:id", (ctx) => listJson(ctx)(ownList(ctx)));
  router.add("PUT", "/api/v1/lists/:id", (ctx) =>
    listJson(ctx)(
      saveList(ctx.store, requireUser(ctx), ownList(ctx).id, ctx.body),
    ),
  );
  router.add("DELETE", "/api/v1/lists/:id", (ctx) => {
    ctx.store.lists.delete(ownList(ctx).id);
    return reply({});
  });
  for (const [verb, on] of [
    ["favourite", true],
    ["unfavourite", false],
  ])
    router.add("POST", `/api/v1/lists/:id/${verb}`, (ctx) => {
      if (!ctx.family.fedibird.includes("favourite_list"))
        throw new ApiFailure(404, "Not found");
      const list = ownList(ctx);
      if (on) ctx.store.member.favouriteLists.add(list.id);
      else ctx.store.member.favouriteLists.delete(list.id);
      return listJson(ctx)(list);
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
  router.add("GET", "/api/v1/blocks", related("blocks"));
}
