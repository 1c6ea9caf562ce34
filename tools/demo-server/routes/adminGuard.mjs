// Who may call which admin route (issue 16): each family answers only the
// admin calls it has (anything else 404, as a server without it would), and
// only to the staff whose role may use them (403 with the family's message).
import { ApiFailure } from "../errors.mjs";
import { requireStaff } from "../adminState.mjs";

/**
 * Which admin calls each family answers. GoToSocial's admin API takes the
 * `suspend` action only, keeps a resolution comment and answers admins only;
 * Akkoma's has no report assignment or rules.
 */
const FLAVOURS = {
  mastodon: new Set([
    "accounts",
    "accountsV1",
    "actions",
    "undo",
    "deleteAccount",
    "reports",
    "assign",
    "reopen",
    "updateReport",
    "domains",
    "blocks",
    "metrics",
  ]),
  gotosocial: new Set([
    "accounts",
    "reports",
    "domains",
    "gtsRules",
    "adminOnly",
  ]),
  pleroma: new Set([
    "users",
    "pleromaReports",
    "assignByNickname",
    "config",
    "relays",
    "invites",
    "announcements",
    "rules",
    "log",
  ]),
  akkoma: new Set([
    "users",
    "pleromaReports",
    "config",
    "relays",
    "invites",
    "announcements",
    "log",
  ]),
};

export const flavourHas = (family, feature) =>
  FLAVOURS[family.name]?.has(feature) ?? false;

/**
 * A route handler for the families that have `feature`, run for the staff
 * that `allowed(role)` lets in; GoToSocial lets in its admins only.
 */
export function admin(feature, allowed, handler) {
  return (ctx) => {
    if (!flavourHas(ctx.family, feature))
      throw new ApiFailure(404, "Not found");
    const adminOnly = flavourHas(ctx.family, "adminOnly");
    const me = requireStaff(
      ctx,
      adminOnly ? (role) => role === "admin" : allowed,
    );
    return handler(ctx, me);
  };
}
