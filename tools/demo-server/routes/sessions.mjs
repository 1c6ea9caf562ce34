// A member's signed-in sessions (issue 18): Pleroma's /api/oauth_tokens and
// GoToSocial's /api/v1/tokens, listing every token of the member (each has
// two older sessions besides the ones tests and the app sign in with) and
// revoking them: a revoked token answers 401 at once and its sockets close.
import { randomBytes } from "node:crypto";
import { ApiFailure } from "../errors.mjs";
import { pageByPosition, reply } from "../http.mjs";
import { only, revokeToken } from "../accountSettings.mjs";
import { requireUser } from "./common.mjs";

const DAY = 86_400_000;
/** The other devices every member is signed in on: app, website, age, last use. */
const OTHER_SESSIONS = [
  ["Tusky", "https://tusky.app", 3 * DAY, 2 * 3_600_000],
  ["Phanpy", "https://phanpy.social", 20 * DAY, 9 * DAY],
];

const seeded = new WeakMap();

/** Gives the member their other sessions once per server run (tokens outlive resets). */
function seedSessions(auth, accountId) {
  let done = seeded.get(auth);
  if (!done) seeded.set(auth, (done = new Set()));
  if (done.has(accountId)) return;
  done.add(accountId);
  for (const [name, website, age, idle] of OTHER_SESSIONS) {
    const clientId = randomBytes(12).toString("base64url");
    auth.apps.set(clientId, { id: clientId, name, website, redirect_uris: [] });
    const record = auth.issue(accountId, {
      clientId,
      scope: "read write follow push",
    });
    record.created_at = Math.floor((Date.now() - age) / 1000);
    record.last_used = Date.now() - idle;
  }
}

function sessionsOf(ctx) {
  const id = requireUser(ctx);
  seedSessions(ctx.auth, id);
  return [...ctx.auth.tokens.values()]
    .filter((record) => record.account_id === id)
    .sort((a, b) => Number(b.id) - Number(a.id));
}

function sessionById(ctx) {
  const record = sessionsOf(ctx).find((r) => r.id === ctx.params.id);
  if (!record) throw new ApiFailure(404, ctx.family.notFoundError);
  return record;
}

const appOf = (ctx, record) =>
  ctx.auth.apps.get(record.client_id) ?? {
    name: "Demo control API",
    website: null,
  };
const iso = (ms) => (ms ? new Date(ms).toISOString() : null);

/** GoToSocial's token info. */
function tokenInfo(ctx, record) {
  const app = appOf(ctx, record);
  return {
    id: record.id,
    created_at: iso(record.created_at * 1000),
    last_used: iso(record.last_used),
    scope: record.scope,
    application: { name: app.name, website: app.website ?? null },
  };
}

/** Pleroma's session entry: a numeric id, the app's name and a zone-less expiry. */
function pleromaToken(ctx, record) {
  const validUntil = new Date((record.created_at + 315_360_000) * 1000);
  return {
    id: Number(record.id),
    app_name: appOf(ctx, record).name,
    valid_until: validUntil.toISOString().replace("Z", "000"),
  };
}

/** @param {import("../http.mjs").Router} router */
export function addSessionRoutes(router) {
  router.add("GET", "/api/oauth_tokens", (ctx) => {
    only(ctx, "pleroma");
    return sessionsOf(ctx).map((record) => pleromaToken(ctx, record));
  });
  router.add("DELETE", "/api/oauth_tokens/:id", (ctx) => {
    only(ctx, "pleroma");
    revokeToken(ctx, sessionById(ctx));
    return {};
  });
  router.add("GET", "/api/v1/tokens", (ctx) => {
    only(ctx, "gotosocial");
    const { page, headers } = pageByPosition(ctx, sessionsOf(ctx), {
      defaultLimit: 20,
    });
    return reply(
      page.map((record) => tokenInfo(ctx, record)),
      { headers },
    );
  });
  router.add("POST", "/api/v1/tokens/:id/invalidate", (ctx) => {
    only(ctx, "gotosocial");
    const record = sessionById(ctx);
    revokeToken(ctx, record);
    return tokenInfo(ctx, record);
  });
}
