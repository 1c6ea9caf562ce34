// Family-specific extensions: emoji reactions (Pleroma and fedibird paths),
// machine translation (Mastodon and Akkoma paths) and remote interaction.
// Events, chats and the other families' own features have route files of
// their own (routes/families.mjs).
import { ApiFailure } from "../errors.mjs";
import { reply } from "../http.mjs";
import { renderAccount, renderReactions } from "../render.mjs";
import { react } from "../interactions.mjs";
import { statusHtml } from "../statusOps.mjs";
import { findStatus, requireUser, status } from "./common.mjs";

/** A reaction is a Unicode emoji or a known custom shortcode (with or without colons). */
function reactionName(ctx, raw) {
  const name = raw.replace(/^:|:$/g, "");
  if (ctx.store.emojiCodes.has(name)) return name;
  if (/^\p{Extended_Pictographic}/u.test(raw)) return raw;
  throw new ApiFailure(422, "Validation failed: Emoji is not a valid emoji");
}

function reactionRoute(on) {
  return (ctx) => {
    const me = requireUser(ctx);
    const target = findStatus(ctx, ctx.params.id);
    react(ctx.store, me, target, reactionName(ctx, ctx.params.emoji), on);
    return status(ctx, target);
  };
}

function reactionList(ctx) {
  const target = findStatus(ctx, ctx.params.id);
  const wanted = ctx.params.emoji ? reactionName(ctx, ctx.params.emoji) : null;
  return renderReactions(ctx.render, target)
    .filter((r) => !wanted || r.name === wanted)
    .map((r) => ({
      ...r,
      accounts: [...(target.reactions.get(r.name)?.accounts ?? [])].map((id) =>
        renderAccount(ctx.render, ctx.store.account(id)),
      ),
    }));
}

/**
 * The demo's "translation service": the English the seed data gives a post.
 * Like Mastodon, only public and unlisted posts are translated; a post with
 * no English on file, or another target language, is a service failure.
 */
function translated(ctx, language, akkomaPath) {
  // Each family answers on its own path only.
  if (ctx.family.has("pleromaEntities") !== akkomaPath)
    throw new ApiFailure(404, "Not found");
  const target = findStatus(ctx, ctx.params.id);
  if (!["public", "unlisted"].includes(target.visibility))
    throw new ApiFailure(403, "This action is not allowed");
  if (!target.translated_text || String(language).toLowerCase() !== "en")
    throw new ApiFailure(503, "Translation service not available");
  return {
    content: statusHtml(ctx.store, target.translated_text),
    detected_source_language: target.language,
  };
}

/** @param {import("../http.mjs").Router} router */
export function addExtensionRoutes(router) {
  const pleroma = { capability: "pleromaReactions" };
  const fedibird = { capability: "fedibirdReactions" };
  router.add(
    "PUT",
    "/api/v1/pleroma/statuses/:id/reactions/:emoji",
    reactionRoute(true),
    pleroma,
  );
  router.add(
    "DELETE",
    "/api/v1/pleroma/statuses/:id/reactions/:emoji",
    reactionRoute(false),
    pleroma,
  );
  router.add(
    "GET",
    "/api/v1/pleroma/statuses/:id/reactions",
    reactionList,
    pleroma,
  );
  router.add(
    "GET",
    "/api/v1/pleroma/statuses/:id/reactions/:emoji",
    reactionList,
    pleroma,
  );
  router.add(
    "POST",
    "/api/v1/statuses/:id/react/:emoji",
    reactionRoute(true),
    fedibird,
  );
  router.add(
    "POST",
    "/api/v1/statuses/:id/unreact/:emoji",
    reactionRoute(false),
    fedibird,
  );
  const translation = { capability: "translation" };
  router.add(
    "POST",
    "/api/v1/statuses/:id/translate",
    (ctx) => {
      const { content, detected_source_language } = translated(
        ctx,
        ctx.body.lang ?? "en",
        false,
      );
      return {
        content,
        spoiler_text: "",
        language: "en",
        detected_source_language,
        provider: "Potluck demo",
        media_attachments: [],
        poll: null,
      };
    },
    translation,
  );
  // Akkoma's shape: { detected_language, text }.
  router.add(
    "GET",
    "/api/v1/statuses/:id/translations/:language",
    (ctx) => {
      const result = translated(ctx, ctx.params.language, true);
      return {
        detected_language: result.detected_source_language,
        text: result.content,
      };
    },
    translation,
  );
  router.add(
    "POST",
    "/api/v1/pleroma/remote_interaction",
    (ctx) => {
      const { ap_id: apId, profile } = ctx.body;
      if (!apId || !profile)
        throw new ApiFailure(400, "Missing ap_id or profile");
      const acct = String(profile).replace(/^@/, "");
      const domain = acct.includes("@") ? acct.split("@").pop() : acct;
      if (!/^[\w.-]+(:\d+)?$/.test(domain))
        return reply({ error: "Couldn't find user" }, { status: 400 });
      return {
        url: `https://${domain}/authorize_interaction?uri=${encodeURIComponent(apId)}`,
      };
    },
    { capability: "remoteInteraction" },
  );
}
