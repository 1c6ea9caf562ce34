// Server rules as staff edit them: GoToSocial's `/api/v1/admin/instance/rules`
// (text only) and Pleroma's `/api/v1/pleroma/admin/rules` (with a hint and a
// priority that orders them). Both change the rules the instance shows.
import { ApiFailure } from "../errors.mjs";
import { reply } from "../http.mjs";
import { isAdmin, logAction } from "../adminState.mjs";
import { admin } from "./adminGuard.mjs";

const rulesOf = (store) => (store.instance.rules ??= []);

function ruleJson(ctx, rule) {
  const out = { id: rule.id, text: rule.text };
  if (ctx.family.has("pleromaEntities"))
    Object.assign(out, { hint: rule.hint || null, priority: rule.priority });
  return out;
}

function findRule(store, id) {
  const rule = rulesOf(store).find((r) => r.id === String(id));
  if (!rule) throw new ApiFailure(404, "Record not found");
  return rule;
}

/** Keeps the instance's rules in priority order, as Pleroma lists them. */
function sortRules(store) {
  rulesOf(store).sort((a, b) => (a.priority ?? 0) - (b.priority ?? 0));
}

function edit(ctx, rule) {
  const { text, hint, priority } = ctx.body;
  if (text !== undefined) rule.text = String(text);
  if (hint !== undefined && ctx.family.has("pleromaEntities"))
    rule.hint = String(hint ?? "");
  if (priority !== undefined && ctx.family.has("pleromaEntities"))
    rule.priority = Number(priority);
  if (!rule.text.trim())
    throw new ApiFailure(422, "Validation failed: Text can't be blank");
  sortRules(ctx.store);
  return rule;
}

function addRules(router, path, feature) {
  router.add(
    "GET",
    path,
    admin(feature, isAdmin, (ctx) =>
      rulesOf(ctx.store).map((r) => ruleJson(ctx, r)),
    ),
  );
  router.add(
    "POST",
    path,
    admin(feature, isAdmin, (ctx, me) => {
      const rules = rulesOf(ctx.store);
      const id = String(
        Math.max(0, ...rules.map((r) => Number(r.id) || 0)) + 1,
      );
      const rule = { id, text: "", hint: "", priority: rules.length + 1 };
      edit(ctx, rule);
      rules.push(rule);
      sortRules(ctx.store);
      logAction(ctx.store, me, "rule_create", `created rule #${id}`);
      return ruleJson(ctx, rule);
    }),
  );
  router.add(
    "PATCH",
    `${path}/:id`,
    admin(feature, isAdmin, (ctx, me) => {
      const rule = edit(ctx, findRule(ctx.store, ctx.params.id));
      logAction(ctx.store, me, "rule_update", `updated rule #${rule.id}`);
      return ruleJson(ctx, rule);
    }),
  );
  router.add(
    "DELETE",
    `${path}/:id`,
    admin(feature, isAdmin, (ctx, me) => {
      const rule = findRule(ctx.store, ctx.params.id);
      ctx.store.instance.rules = rulesOf(ctx.store).filter((r) => r !== rule);
      logAction(ctx.store, me, "rule_delete", `deleted rule #${rule.id}`);
      return reply({});
    }),
  );
}

/** @param {import("../http.mjs").Router} router */
export function addRuleRoutes(router) {
  addRules(router, "/api/v1/admin/instance/rules", "gtsRules");
  addRules(router, "/api/v1/pleroma/admin/rules", "rules");
}
