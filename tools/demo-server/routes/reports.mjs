// Reports a member files: kept in memory, answered as Mastodon's Report.
import { ApiFailure } from "../errors.mjs";
import { nextMemberId } from "../memberState.mjs";
import { account, findAccount, requireUser, truthy } from "./common.mjs";

const CATEGORIES = ["spam", "legal", "violation", "other"];

/** @param {import("../http.mjs").Router} router */
export function addReportRoutes(router) {
  router.add("POST", "/api/v1/reports", (ctx) => {
    const me = requireUser(ctx);
    const { body, store } = ctx;
    const target = findAccount(ctx, body.account_id);
    const statusIds = [body.status_ids ?? []].flat().map(String);
    for (const id of statusIds) {
      if (store.status(id)?.account_id !== target.id)
        throw new ApiFailure(
          422,
          "Validation failed: Statuses are not by the reported account",
        );
    }
    const comment = String(body.comment ?? "");
    // Mastodon's Report::COMMENT_SIZE_LIMIT for local reporters; Pleroma has none.
    if (!ctx.family.has("pleromaEntities") && [...comment].length > 1000)
      throw new ApiFailure(
        422,
        "Validation failed: Comment is too long (maximum is 1000 characters)",
      );
    const ruleIds = [body.rule_ids ?? []].flat().map(String);
    const known = (store.instance.rules ?? []).map(
      (r, i) => r.id ?? String(i + 1),
    );
    if (!ruleIds.every((id) => known.includes(id)))
      throw new ApiFailure(422, "Validation failed: Rule ids are not valid");
    const category = CATEGORIES.includes(body.category)
      ? body.category
      : ruleIds.length
        ? "violation"
        : "other";
    const json = {
      id: nextMemberId(store),
      action_taken: false,
      action_taken_at: null,
      category,
      comment,
      forwarded: truthy(body.forward) && Boolean(target.domain),
      created_at: store.clock.iso(),
      status_ids: statusIds,
      rule_ids: ruleIds,
    };
    const filed = { ...json, account_id: me, target_account_id: target.id };
    store.member.reports.push(filed);
    store.emit("report.filed", filed);
    return { ...json, target_account: account(ctx, target) };
  });
}
