import {
  deleteAdminRule,
  getAdminRules,
  patchAdminRule,
  postAdminRule,
  type RuleParams,
} from "../../../api/endpoints/adminRules";
import type { AdminRule } from "../../../api/schemas/adminRule";
import type { RootState } from "../../rootReducer";
import { createAdminThunk } from "../collection/adminThunk";

/**
 * Server rules (GoToSocial; Pleroma 2.7 with hints and priorities). Changes
 * are optimistic; moving a rule renumbers the priorities that change.
 */

export const fetchRules = createAdminThunk(
  "adminRules/fetch",
  async (_: undefined, { client, server, signal }) => ({
    items: await getAdminRules(client, server, signal),
    next: null,
  }),
  { silent: true },
);

export function ruleFromParams(id: string, params: RuleParams): AdminRule {
  return {
    id,
    text: params.text ?? "",
    hint: params.hint ?? "",
    priority: params.priority ?? null,
    created_at: null,
    updated_at: null,
  };
}

export const createRule = createAdminThunk(
  "adminRules/create",
  ({ params }: { params: RuleParams }, { client, server }) =>
    postAdminRule(client, server, params),
  { silent: false },
);

export const updateRule = createAdminThunk(
  "adminRules/update",
  ({ id, params }: { id: string; params: RuleParams }, { client, server }) =>
    patchAdminRule(client, server, id, params),
  { silent: false },
);

export const deleteRule = createAdminThunk(
  "adminRules/delete",
  ({ id }: { id: string }, { client, server }) =>
    deleteAdminRule(client, server, id),
  { silent: false },
);

export interface MoveArg {
  id: string;
  by: -1 | 1;
}

/** The order after moving `id` one place up (-1) or down (1). */
export function movedOrder(ids: readonly string[], { id, by }: MoveArg) {
  const from = ids.indexOf(id);
  const to = from + by;
  if (from < 0 || to < 0 || to >= ids.length) return [...ids];
  const order = [...ids];
  order.splice(from, 1);
  order.splice(to, 0, id);
  return order;
}

/** Priorities by position (1 first), for the rules whose priority changes. */
export function renumbered(
  state: Pick<NonNullable<RootState["adminRules"]>["rules"], "byId">,
  order: readonly string[],
): { id: string; priority: number }[] {
  return order
    .map((id, index) => ({ id, priority: index + 1 }))
    .filter(({ id, priority }) => state.byId[id]?.priority !== priority);
}

/**
 * Moves a rule one place (a thunk per direction, so a failure's toast names
 * it). The slice has reordered it on `pending`, so the priorities to send
 * are read from the order it now shows.
 */
function move(by: MoveArg["by"]) {
  return createAdminThunk(
    by < 0 ? "adminRules/moveUp" : "adminRules/moveDown",
    async (_: { id: string }, { client, server, state }) => {
      const rules = state.adminRules?.rules;
      if (!rules) return [];
      const before = { byId: { ...rules.byId } };
      for (const [id, parked] of Object.entries(rules.parked))
        before.byId[id] = parked.item;
      const saved: AdminRule[] = [];
      for (const { id, priority } of renumbered(before, rules.ids))
        saved.push(await patchAdminRule(client, server, id, { priority }));
      return saved;
    },
    { silent: false },
  );
}

export const moveRuleUp = move(-1);
export const moveRuleDown = move(1);
