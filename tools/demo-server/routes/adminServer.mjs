// Mastodon's server-wide admin calls: domain blocks and allows (Mastodon and
// GoToSocial, kept in the same lists as Pleroma's config), the dashboard
// metrics (Mastodon), and GoToSocial's instance rules.
import { ApiFailure } from "../errors.mjs";
import { reply } from "../http.mjs";
import { PERMISSION, canMastodon, logAction, sha256 } from "../adminState.mjs";
import { allowsOf, blocksOf, setAllow, setBlock } from "../adminMrf.mjs";
import { addMetricRoutes } from "./adminMetrics.mjs";
import { addRuleRoutes } from "./adminRules.mjs";
import { admin } from "./adminGuard.mjs";
import { blank, findBy, page } from "./adminCommon.mjs";

const FEDERATION = canMastodon(PERMISSION.manageFederation);

function blockJson(ctx, block) {
  const out = {
    id: block.id,
    domain: block.domain,
    digest: sha256(block.domain),
    created_at: block.created_at,
    severity: block.severity,
    reject_media: block.reject_media,
    reject_reports: block.reject_reports,
    private_comment: block.private_comment,
    public_comment: block.public_comment,
    obfuscate: block.obfuscate,
  };
  // GoToSocial's blocks all stop federation and carry no severity.
  if (ctx.family.name === "gotosocial") {
    for (const key of ["severity", "reject_media", "reject_reports", "digest"])
      delete out[key];
  }
  return out;
}

const SEVERITIES = ["silence", "suspend", "noop"];

/** GoToSocial's blocks are all suspensions: it neither reads nor keeps a severity. */
const defaults = (ctx) =>
  ctx.family.name === "gotosocial" ? { severity: "suspend" } : {};

function blockFields(body, current = {}) {
  const pick = (key, fallback) =>
    body[key] === undefined ? fallback : body[key];
  const severity =
    current.severity === "suspend" && !body.severity
      ? "suspend"
      : pick("severity", current.severity ?? "silence");
  if (!SEVERITIES.includes(severity))
    throw new ApiFailure(
      422,
      "Validation failed: Severity is not included in the list",
    );
  return {
    severity,
    reject_media: [true, "true"].includes(
      pick("reject_media", current.reject_media),
    ),
    reject_reports: [true, "true"].includes(
      pick("reject_reports", current.reject_reports),
    ),
    public_comment: pick("public_comment", current.public_comment) ?? "",
    private_comment: pick("private_comment", current.private_comment) ?? null,
    obfuscate: [true, "true"].includes(pick("obfuscate", current.obfuscate)),
  };
}

function addDomainRoutes(router) {
  const BLOCKS_PATH = "/api/v1/admin/domain_blocks";
  router.add(
    "GET",
    BLOCKS_PATH,
    admin("domains", FEDERATION, (ctx) =>
      page(ctx, blocksOf(ctx.store), (b) => blockJson(ctx, b)),
    ),
  );
  router.add(
    "GET",
    `${BLOCKS_PATH}/:id`,
    admin("domains", FEDERATION, (ctx) =>
      blockJson(ctx, findBy(blocksOf(ctx.store), ctx.params.id)),
    ),
  );
  router.add(
    "POST",
    BLOCKS_PATH,
    admin("domains", FEDERATION, (ctx, me) => {
      const domain = blank(ctx.body.domain, "Domain");
      const existing = blocksOf(ctx.store).find((b) => b.domain === domain);
      if (existing)
        return reply(
          {
            error: `You have already imposed stricter limits on ${domain}.`,
            existing_domain_block: blockJson(ctx, existing),
          },
          { status: 422 },
        );
      setBlock(ctx.store, domain, blockFields(ctx.body, defaults(ctx)));
      logAction(ctx.store, me, "domain_block", `blocked ${domain}`);
      return blockJson(
        ctx,
        blocksOf(ctx.store).find((b) => b.domain === domain),
      );
    }),
  );
  router.add(
    "PUT",
    `${BLOCKS_PATH}/:id`,
    admin("domains", FEDERATION, (ctx, me) => {
      const block = findBy(blocksOf(ctx.store), ctx.params.id);
      setBlock(
        ctx.store,
        block.domain,
        blockFields(ctx.body, { ...block, ...defaults(ctx) }),
      );
      logAction(
        ctx.store,
        me,
        "domain_block",
        `changed the block of ${block.domain}`,
      );
      return blockJson(ctx, findBy(blocksOf(ctx.store), ctx.params.id));
    }),
  );
  router.add(
    "DELETE",
    `${BLOCKS_PATH}/:id`,
    admin("domains", FEDERATION, (ctx, me) => {
      const block = findBy(blocksOf(ctx.store), ctx.params.id);
      setBlock(ctx.store, block.domain, null);
      logAction(ctx.store, me, "domain_unblock", `unblocked ${block.domain}`);
      return reply({});
    }),
  );
  const ALLOWS_PATH = "/api/v1/admin/domain_allows";
  const allowJson = (a) => ({
    id: a.id,
    domain: a.domain,
    created_at: a.created_at,
  });
  router.add(
    "GET",
    ALLOWS_PATH,
    admin("domains", FEDERATION, (ctx) =>
      page(ctx, allowsOf(ctx.store), allowJson),
    ),
  );
  router.add(
    "GET",
    `${ALLOWS_PATH}/:id`,
    admin("domains", FEDERATION, (ctx) =>
      allowJson(findBy(allowsOf(ctx.store), ctx.params.id)),
    ),
  );
  router.add(
    "POST",
    ALLOWS_PATH,
    admin("domains", FEDERATION, (ctx, me) => {
      const domain = blank(ctx.body.domain, "Domain");
      setAllow(ctx.store, domain, true);
      logAction(ctx.store, me, "domain_allow", `allowed ${domain}`);
      return allowJson(allowsOf(ctx.store).find((a) => a.domain === domain));
    }),
  );
  router.add(
    "DELETE",
    `${ALLOWS_PATH}/:id`,
    admin("domains", FEDERATION, (ctx, me) => {
      const allow = findBy(allowsOf(ctx.store), ctx.params.id);
      setAllow(ctx.store, allow.domain, false);
      logAction(
        ctx.store,
        me,
        "domain_disallow",
        `stopped allowing ${allow.domain}`,
      );
      return reply({});
    }),
  );
}

/** @param {import("../http.mjs").Router} router */
export function addMastodonServerRoutes(router) {
  addDomainRoutes(router);
  addMetricRoutes(router);
  addRuleRoutes(router);
}
