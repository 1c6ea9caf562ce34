import {
  ICESHRIMP,
  MASTODON_ADMIN,
  PLEROMA,
  del,
  get,
  on,
  patch,
  post,
  put,
  type Route,
} from "./familyRoutes";

/**
 * Server-wide admin calls per family (notes section 6.3): federation, sign-up
 * blocks, rules, relays, invites, announcements, the moderation log, Pleroma's
 * configuration and Mastodon's metrics. Pleroma keeps domain blocks and allows
 * in its `:mrf_simple` configuration, read and written through the config
 * call (`shape: "mrf"`, see adminMrf.ts). Mastodon's admin API has no rules,
 * relays, invites, announcements or audit log: those are its web pages only.
 */

const PLEROMA_ADMIN = "/api/v1/pleroma/admin";
const CONFIG = `${PLEROMA_ADMIN}/config`;
const mrf = (method: typeof get) => method(CONFIG, { shape: "mrf" });
/**
 * Not in the admin APIs of GoToSocial or Ditto; Mastodon's sign-up blocks
 * came with 4.0, its metrics with 3.5.
 */
const mastodonOnly = (route: Route, since = "4.0.0") =>
  on(["Mastodon"], route, since);
const GTS_RULES = "/api/v1/admin/instance/rules";
const PLEROMA_RULES = `${PLEROMA_ADMIN}/rules`;
const RULE_FIELDS = { text: "text", hint: "hint", priority: "priority" };

export const ADMIN_SERVER_ROUTES = {
  adminDomainBlocks: [
    on(MASTODON_ADMIN, get("/api/v1/admin/domain_blocks")),
    on(PLEROMA, mrf(get)),
    on(
      ["Iceshrimp.NET"],
      get("/api/iceshrimp/admin/instances/blocked", ICESHRIMP),
    ),
  ],
  adminCreateDomainBlock: [
    on(MASTODON_ADMIN, post("/api/v1/admin/domain_blocks")),
    on(PLEROMA, mrf(post)),
  ],
  adminUpdateDomainBlock: [
    on(MASTODON_ADMIN, put("/api/v1/admin/domain_blocks/:id")),
    on(PLEROMA, mrf(post)),
  ],
  adminDeleteDomainBlock: [
    on(MASTODON_ADMIN, del("/api/v1/admin/domain_blocks/:id")),
    on(PLEROMA, mrf(post)),
  ],
  adminDomainAllows: [
    on(MASTODON_ADMIN, get("/api/v1/admin/domain_allows")),
    on(PLEROMA, mrf(get)),
    on(
      ["Iceshrimp.NET"],
      get("/api/iceshrimp/admin/instances/allowed", ICESHRIMP),
    ),
  ],
  adminCreateDomainAllow: [
    on(MASTODON_ADMIN, post("/api/v1/admin/domain_allows")),
    on(PLEROMA, mrf(post)),
  ],
  adminDeleteDomainAllow: [
    on(MASTODON_ADMIN, del("/api/v1/admin/domain_allows/:id")),
    on(PLEROMA, mrf(post)),
  ],
  adminIpBlocks: [mastodonOnly(get("/api/v1/admin/ip_blocks"))],
  adminCreateIpBlock: [mastodonOnly(post("/api/v1/admin/ip_blocks"))],
  adminUpdateIpBlock: [mastodonOnly(put("/api/v1/admin/ip_blocks/:id"))],
  adminDeleteIpBlock: [mastodonOnly(del("/api/v1/admin/ip_blocks/:id"))],
  adminEmailDomainBlocks: [
    mastodonOnly(get("/api/v1/admin/email_domain_blocks")),
  ],
  adminCreateEmailDomainBlock: [
    mastodonOnly(post("/api/v1/admin/email_domain_blocks")),
  ],
  adminDeleteEmailDomainBlock: [
    mastodonOnly(del("/api/v1/admin/email_domain_blocks/:id")),
  ],
  adminCanonicalEmailBlocks: [
    mastodonOnly(get("/api/v1/admin/canonical_email_blocks")),
  ],
  adminCreateCanonicalEmailBlock: [
    mastodonOnly(post("/api/v1/admin/canonical_email_blocks")),
  ],
  adminDeleteCanonicalEmailBlock: [
    mastodonOnly(del("/api/v1/admin/canonical_email_blocks/:id")),
  ],
  adminTestCanonicalEmailBlock: [
    mastodonOnly(post("/api/v1/admin/canonical_email_blocks/test")),
  ],
  // GoToSocial's rules are text only; Pleroma's have a hint and a priority.
  adminRules: [
    on(["GoToSocial"], get(GTS_RULES)),
    on(PLEROMA, get(PLEROMA_RULES)),
  ],
  adminCreateRule: [
    on(["GoToSocial"], post(GTS_RULES, { fields: { text: "text" } })),
    on(PLEROMA, post(PLEROMA_RULES, { fields: RULE_FIELDS })),
  ],
  adminUpdateRule: [
    on(["GoToSocial"], patch(`${GTS_RULES}/:id`, { fields: { text: "text" } })),
    on(PLEROMA, patch(`${PLEROMA_RULES}/:id`, { fields: RULE_FIELDS })),
  ],
  adminDeleteRule: [
    on(["GoToSocial"], del(`${GTS_RULES}/:id`)),
    on(PLEROMA, del(`${PLEROMA_RULES}/:id`)),
  ],
  adminRelays: [
    on(["GoToSocial"], get("/api/v1/admin/relay_subscriptions")),
    on(PLEROMA, get(`${PLEROMA_ADMIN}/relay`)),
    on(["Iceshrimp.NET"], get("/api/iceshrimp/admin/relays", ICESHRIMP)),
  ],
  adminFollowRelay: [on(PLEROMA, post(`${PLEROMA_ADMIN}/relay`))],
  adminUnfollowRelay: [on(PLEROMA, del(`${PLEROMA_ADMIN}/relay`))],
  adminInvites: [on(PLEROMA, get(`${PLEROMA_ADMIN}/users/invites`))],
  adminCreateInvite: [on(PLEROMA, post(`${PLEROMA_ADMIN}/users/invite_token`))],
  adminRevokeInvite: [
    on(PLEROMA, post(`${PLEROMA_ADMIN}/users/revoke_invite`)),
  ],
  adminEmailInvite: [on(PLEROMA, post(`${PLEROMA_ADMIN}/users/email_invite`))],
  adminAnnouncements: [on(PLEROMA, get(`${PLEROMA_ADMIN}/announcements`))],
  adminCreateAnnouncement: [
    on(PLEROMA, post(`${PLEROMA_ADMIN}/announcements`)),
  ],
  adminUpdateAnnouncement: [
    on(PLEROMA, patch(`${PLEROMA_ADMIN}/announcements/:id`)),
  ],
  adminDeleteAnnouncement: [
    on(PLEROMA, del(`${PLEROMA_ADMIN}/announcements/:id`)),
  ],
  adminModerationLog: [
    on(PLEROMA, get(`${PLEROMA_ADMIN}/moderation_log`, { shape: "pleroma" })),
  ],
  adminConfig: [on(PLEROMA, get(CONFIG))],
  adminUpdateConfig: [on(PLEROMA, post(CONFIG))],
  adminConfigDescriptions: [on(PLEROMA, get(`${CONFIG}/descriptions`))],
  adminMeasures: [mastodonOnly(post("/api/v1/admin/measures"), "3.5.0")],
  adminDimensions: [mastodonOnly(post("/api/v1/admin/dimensions"), "3.5.0")],
  adminRetention: [mastodonOnly(post("/api/v1/admin/retention"), "3.5.0")],
} as const satisfies Record<string, readonly Route[]>;
