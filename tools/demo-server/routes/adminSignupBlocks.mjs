// Mastodon's sign-up blocks (4.0): IP ranges, e-mail domains and single
// canonical e-mail addresses, with the test of an address against the last.
import { ApiFailure } from "../errors.mjs";
import { reply } from "../http.mjs";
import { nextMemberId } from "../memberState.mjs";
import {
  PERMISSION,
  canMastodon,
  canonicalEmail,
  logAction,
  sha256,
} from "../adminState.mjs";
import { admin } from "./adminGuard.mjs";
import { blank, findBy, page } from "./adminCommon.mjs";

const BLOCKS = canMastodon(PERMISSION.manageBlocks);

/** A list of sign-up blocks: GET, GET one, POST, DELETE (and PUT where `update`). */
function addBlockList(router, path, map, { create, update, describe }) {
  router.add(
    "GET",
    path,
    admin("blocks", BLOCKS, (ctx) => page(ctx, map(ctx).values())),
  );
  router.add(
    "GET",
    `${path}/:id`,
    admin("blocks", BLOCKS, (ctx) =>
      findBy([...map(ctx).values()], ctx.params.id),
    ),
  );
  router.add(
    "POST",
    path,
    admin("blocks", BLOCKS, (ctx, me) => {
      const item = { id: nextMemberId(ctx.store), ...create(ctx) };
      map(ctx).set(item.id, item);
      logAction(
        ctx.store,
        me,
        "block",
        `added a sign-up block on ${describe(item)}`,
      );
      return item;
    }),
  );
  if (update)
    router.add(
      "PUT",
      `${path}/:id`,
      admin("blocks", BLOCKS, (ctx, me) => {
        const item = findBy([...map(ctx).values()], ctx.params.id);
        Object.assign(item, update(ctx, item));
        logAction(
          ctx.store,
          me,
          "block",
          `changed the sign-up block on ${describe(item)}`,
        );
        return item;
      }),
    );
  router.add(
    "DELETE",
    `${path}/:id`,
    admin("blocks", BLOCKS, (ctx, me) => {
      const item = findBy([...map(ctx).values()], ctx.params.id);
      map(ctx).delete(item.id);
      logAction(
        ctx.store,
        me,
        "unblock",
        `removed the sign-up block on ${describe(item)}`,
      );
      return reply({});
    }),
  );
}

const IP_SEVERITIES = [
  "sign_up_requires_approval",
  "sign_up_block",
  "no_access",
];

function ipFields(ctx, current = {}) {
  const body = ctx.body;
  const ip = String(body.ip ?? current.ip ?? "").trim();
  const severity = body.severity ?? current.severity;
  if (!ip || !IP_SEVERITIES.includes(severity))
    throw new ApiFailure(422, "Validation failed: Severity can't be blank");
  const taken = [...ctx.store.admin.ipBlocks.values()].some(
    (b) => b.ip === ip && b.id !== current.id,
  );
  if (taken)
    throw new ApiFailure(422, "Validation failed: Ip has already been taken");
  const expiresIn = Number(body.expires_in ?? 0);
  return {
    ip: ip.includes("/") ? ip : `${ip}/${ip.includes(":") ? 128 : 32}`,
    severity,
    comment: String(body.comment ?? current.comment ?? ""),
    created_at: current.created_at ?? ctx.store.clock.iso(),
    expires_at:
      expiresIn > 0
        ? new Date(ctx.store.clock.now() + expiresIn * 1000).toISOString()
        : (current.expires_at ?? null),
  };
}

/** @param {import("../http.mjs").Router} router */
export function addSignupBlockRoutes(router) {
  addBlockList(
    router,
    "/api/v1/admin/ip_blocks",
    (ctx) => ctx.store.admin.ipBlocks,
    {
      create: (ctx) => ipFields(ctx),
      update: (ctx, item) => ipFields(ctx, item),
      describe: (item) => item.ip,
    },
  );
  addBlockList(
    router,
    "/api/v1/admin/email_domain_blocks",
    (ctx) => ctx.store.admin.emailDomainBlocks,
    {
      create: (ctx) => {
        const domain = blank(ctx.body.domain, "Domain");
        if (!/^[a-z0-9-]+(\.[a-z0-9-]+)+$/.test(domain))
          throw new ApiFailure(
            422,
            "Validation failed: Domain is invalid, Domain is not a valid domain name",
          );
        return { domain, created_at: ctx.store.clock.iso(), history: [] };
      },
      describe: (item) => item.domain,
    },
  );
  const CANONICAL = "/api/v1/admin/canonical_email_blocks";
  const hashOf = (ctx) =>
    ctx.body.canonical_email_hash ??
    sha256(canonicalEmail(blank(ctx.body.email, "Email")));
  router.add(
    "POST",
    `${CANONICAL}/test`,
    admin("blocks", BLOCKS, (ctx) => {
      const hash = hashOf(ctx);
      return [...ctx.store.admin.canonicalEmailBlocks.values()].filter(
        (b) => b.canonical_email_hash === hash,
      );
    }),
  );
  addBlockList(
    router,
    CANONICAL,
    (ctx) => ctx.store.admin.canonicalEmailBlocks,
    {
      create: (ctx) => {
        const hash = hashOf(ctx);
        if (
          [...ctx.store.admin.canonicalEmailBlocks.values()].some(
            (b) => b.canonical_email_hash === hash,
          )
        )
          throw new ApiFailure(
            422,
            "Validation failed: Canonical email hash has already been taken",
          );
        return { canonical_email_hash: hash };
      },
      describe: (item) =>
        `an address (${item.canonical_email_hash.slice(0, 8)}…)`,
    },
  );
}
