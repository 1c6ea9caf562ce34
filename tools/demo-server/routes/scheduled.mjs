// Scheduled statuses: kept until their time, then posted by a timer.
import { ApiFailure } from "../errors.mjs";
import { reply } from "../http.mjs";
import { renderAttachment } from "../render.mjs";
import { createStatus } from "../statusOps.mjs";
import { requireUser } from "./common.mjs";

const FIVE_MINUTES = 5 * 60 * 1000;

function render(ctx, entry) {
  return {
    id: entry.id,
    scheduled_at: entry.scheduled_at,
    params: entry.params,
    media_attachments: (entry.params.media_ids ?? [])
      .map((id) => ctx.store.media.get(String(id)))
      .filter(Boolean)
      .map((m) => renderAttachment(ctx.render, m)),
  };
}

function checkTime(ctx, value) {
  const at = Date.parse(String(value));
  if (Number.isNaN(at))
    throw new ApiFailure(422, "Validation failed: Scheduled at is invalid");
  if (at < ctx.store.clock.now() + FIVE_MINUTES) {
    throw new ApiFailure(
      422,
      "Validation failed: Scheduled at the provided timestamp must be at least 5 minutes into the future",
    );
  }
  return new Date(at).toISOString();
}

/** Stores a status to post later; replies like POST /api/v1/statuses with scheduled_at. */
export function scheduleStatus(ctx, accountId, body) {
  const { scheduled_at: when, ...params } = body;
  const entry = {
    id: ctx.store.nextId(),
    account_id: accountId,
    scheduled_at: checkTime(ctx, when),
    params: {
      text: params.status ?? "",
      poll: params.poll ?? null,
      media_ids: params.media_ids ?? null,
      sensitive: params.sensitive ?? null,
      spoiler_text: params.spoiler_text ?? null,
      visibility: params.visibility ?? "public",
      in_reply_to_id: params.in_reply_to_id ?? null,
      language: params.language ?? null,
      application_id: 1,
      scheduled_at: null,
      idempotency: ctx.req.headers["idempotency-key"] ?? null,
      with_rate_limit: false,
    },
  };
  if (
    !entry.params.text.trim() &&
    !entry.params.media_ids?.length &&
    !entry.params.poll
  ) {
    throw new ApiFailure(422, "Validation failed: Text can't be blank");
  }
  ctx.store.scheduled.set(entry.id, entry);
  return render(ctx, entry);
}

/** Posts every scheduled status whose time has come. */
export function publishDue(store) {
  for (const entry of store.scheduled.values()) {
    if (Date.parse(entry.scheduled_at) > store.clock.now()) continue;
    store.scheduled.delete(entry.id);
    const { text, ...rest } = entry.params;
    try {
      createStatus(store, entry.account_id, { ...rest, status: text });
    } catch {
      // A scheduled reply whose parent is gone is dropped, as servers do.
    }
  }
}

function own(ctx) {
  const me = requireUser(ctx);
  const entry = ctx.store.scheduled.get(ctx.params.id);
  if (!entry || entry.account_id !== me)
    throw new ApiFailure(404, "Record not found");
  return entry;
}

/** @param {import("../http.mjs").Router} router */
export function addScheduledRoutes(router) {
  router.add("GET", "/api/v1/scheduled_statuses", (ctx) => {
    const me = requireUser(ctx);
    return [...ctx.store.scheduled.values()]
      .filter((e) => e.account_id === me)
      .map((e) => render(ctx, e));
  });
  router.add("GET", "/api/v1/scheduled_statuses/:id", (ctx) =>
    render(ctx, own(ctx)),
  );
  router.add("PUT", "/api/v1/scheduled_statuses/:id", (ctx) => {
    const entry = own(ctx);
    if (ctx.body.scheduled_at)
      entry.scheduled_at = checkTime(ctx, ctx.body.scheduled_at);
    return render(ctx, entry);
  });
  router.add("DELETE", "/api/v1/scheduled_statuses/:id", (ctx) => {
    ctx.store.scheduled.delete(own(ctx).id);
    return reply({});
  });
}
