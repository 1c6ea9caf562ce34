// The member's mutes (with an end time, Mastodon `duration` or Pleroma
// `expires_in` in seconds) and domain blocks.
import { ApiFailure } from "../errors.mjs";
import { pageByPosition, reply } from "../http.mjs";
import { mute } from "../socialOps.mjs";
import { account, requireUser } from "./common.mjs";

/** Mutes `targetId` for `seconds` (0 or absent: until unmuted). */
export function muteFor(ctx, me, targetId, seconds) {
  mute(ctx.store, me, targetId, true);
  const key = ctx.store.key(me, targetId);
  const length = Number(seconds);
  if (length > 0)
    ctx.store.member.muteExpiry.set(
      key,
      new Date(ctx.store.clock.now() + length * 1000).toISOString(),
    );
  else ctx.store.member.muteExpiry.delete(key);
}

/** Mutes whose time is up end, as the server's own job would end them. */
function liftExpiredMutes(store) {
  const now = store.clock.now();
  for (const [key, until] of store.member.muteExpiry) {
    if (Date.parse(until) > now) continue;
    store.mutes.delete(key);
    store.member.muteExpiry.delete(key);
  }
}

const domainsOf = (store, me) => {
  const set = store.member.domainBlocks.get(me) ?? new Set();
  store.member.domainBlocks.set(me, set);
  return set;
};

function domainParam(ctx) {
  const domain = String(ctx.body.domain ?? ctx.query.get("domain") ?? "")
    .trim()
    .toLowerCase();
  if (!/^[a-z0-9.-]+\.[a-z]{2,}$/.test(domain))
    throw new ApiFailure(
      422,
      "Validation failed: Domain is not a valid domain",
    );
  return domain;
}

/** @param {import("../http.mjs").Router} router */
export function addBlockingRoutes(router) {
  router.add("GET", "/api/v1/mutes", (ctx) => {
    const me = requireUser(ctx);
    liftExpiredMutes(ctx.store);
    const rows = [...ctx.store.mutes]
      .filter((k) => k.startsWith(`${me}>`))
      .map((key) => ({
        id: key.slice(key.indexOf(">") + 1),
        until: ctx.store.member.muteExpiry.get(key) ?? null,
      }));
    const { page, headers } = pageByPosition(ctx, rows);
    return reply(
      page.map(({ id, until }) => ({
        ...account(ctx, ctx.store.account(id)),
        mute_expires_at: until,
      })),
      { headers },
    );
  });
  router.add("GET", "/api/v1/domain_blocks", (ctx) => {
    const me = requireUser(ctx);
    const domains = [...domainsOf(ctx.store, me)]
      .sort()
      .map((d) => ({ id: d }));
    const { page, headers } = pageByPosition(ctx, domains);
    return reply(
      page.map((d) => d.id),
      { headers },
    );
  });
  router.add("POST", "/api/v1/domain_blocks", (ctx) => {
    domainsOf(ctx.store, requireUser(ctx)).add(domainParam(ctx));
    return reply({});
  });
  router.add("DELETE", "/api/v1/domain_blocks", (ctx) => {
    domainsOf(ctx.store, requireUser(ctx)).delete(domainParam(ctx));
    return reply({});
  });
}
