import type { UnknownAction } from "@reduxjs/toolkit";
import { accountSchema } from "../../../src/api/schemas/account";
import { groupSchema } from "../../../src/api/schemas/group";
import {
  entitiesEvicted,
  type EvictedEntities,
} from "../../../src/store/entities";
import { findGarbage } from "../../../src/store/gc";
import {
  normalizeGroup,
  normalizeGroups,
} from "../../../src/store/groups/normalize";
import {
  canModerate,
  selectGroupMembers,
  selectGroupRelationship,
  selectMyGroupIds,
} from "../../../src/store/groups/selectors";
import {
  answerGroupRequest,
  changeGroupRole,
  fetchGroupMembers,
  fetchGroupRequests,
  fetchGroups,
  joinGroup,
  leaveGroup,
  removeGroupMember,
} from "../../../src/store/groups/thunks";
import { groupTimelineKey } from "../../../src/store/keys";
import { normalizeAccounts } from "../../../src/store/normalize";
import { entitiesRetained } from "../../../src/store/retained/slice";
import type { RootState } from "../../../src/store/rootReducer";
import { rawAccount, reduceAll, testReducer } from "../factories";

const { reduce, initial } = testReducer();
const run = (actions: UnknownAction[], state: RootState = initial) =>
  reduceAll(reduce, state, actions);
const refusal = { message: "Forbidden", status: 403 };

const group = (id: string, over: Record<string, unknown> = {}) =>
  groupSchema.parse({ id, display_name: `Group ${id}`, ...over });

const mine = fetchGroups.fulfilled(
  normalizeGroups([
    group("1", {
      relationship: { id: "1", member: true, role: "owner", requested: false },
    }),
  ]),
  "g",
  undefined,
);

function members(id: string, roles: [string, string][]) {
  const accounts = normalizeAccounts(
    roles.map(([a]) => accountSchema.parse(rawAccount(a))),
  );
  const arg = { id };
  return [
    fetchGroupMembers.pending("m", arg),
    fetchGroupMembers.fulfilled(
      {
        ...accounts,
        roles: roles.map(([accountId, role]) => ({
          accountId,
          role: role as "owner" | "admin" | "user",
        })),
        next: null,
        fetchedAt: 1,
      },
      "m",
      arg,
    ),
  ];
}

describe("the groups slice", () => {
  it("keeps the viewer's groups and each one's relationship from the entities", () => {
    const state = run([mine]);
    expect(selectMyGroupIds(state)).toEqual(["1"]);
    expect(selectGroupRelationship(state, "1")?.role).toBe("owner");
    // A group embedded without a relationship (in a post) keeps the one held.
    const again = run(
      [fetchGroups.fulfilled(normalizeGroups([group("1")]), "g2", undefined)],
      state,
    );
    expect(selectGroupRelationship(again, "1")?.member).toBe(true);
  });

  it("asks to join a locked group at once, and takes it back on refusal", () => {
    const arg = { id: "2", locked: true };
    const pending = run([joinGroup.pending("j", arg)]);
    expect(selectGroupRelationship(pending, "2")).toMatchObject({
      member: false,
      requested: true,
    });
    const refused = run([joinGroup.rejected(null, "j", arg, refusal)], pending);
    expect(selectGroupRelationship(refused, "2")).toBeNull();
    expect(refused.groups.undo).toEqual({});
  });

  it("a joined group joins the viewer's groups; a left one leaves them", () => {
    const joined = group("3", {
      relationship: { id: "3", member: true, role: "user", requested: false },
    });
    const arg = { id: "3", locked: false };
    const state = run([
      mine,
      joinGroup.pending("j", arg),
      joinGroup.fulfilled(normalizeGroup(joined), "j", arg),
    ]);
    expect(selectMyGroupIds(state)).toEqual(["3", "1"]);
    const left = group("3", {
      relationship: { id: "3", member: false, role: "user", requested: false },
    });
    const after = run(
      [
        leaveGroup.pending("l", { id: "3" }),
        leaveGroup.fulfilled(normalizeGroup(left), "l", { id: "3" }),
      ],
      state,
    );
    expect(selectMyGroupIds(after)).toEqual(["1"]);
    expect(selectGroupRelationship(after, "3")?.member).toBe(false);
  });

  it("changes a role and removes a member at once, each put back on refusal", () => {
    const state = run([
      mine,
      ...members("1", [
        ["10", "owner"],
        ["11", "user"],
        ["12", "user"],
      ]),
    ]);
    const promote = { id: "1", accountId: "11", role: "admin" as const };
    const promoted = run([changeGroupRole.pending("p", promote)], state);
    expect(selectGroupMembers(promoted, "1").roles["11"]).toBe("admin");
    const refused = run(
      [changeGroupRole.rejected(null, "p", promote, refusal)],
      promoted,
    );
    expect(selectGroupMembers(refused, "1").roles["11"]).toBe("user");

    const kick = { id: "1", accountId: "11", acct: "user11", block: false };
    const kicked = run([removeGroupMember.pending("k", kick)], state);
    expect(selectGroupMembers(kicked, "1").ids).toEqual(["10", "12"]);
    const back = run(
      [removeGroupMember.rejected(null, "k", kick, refusal)],
      kicked,
    );
    expect(selectGroupMembers(back, "1").ids).toEqual(["10", "11", "12"]);
    expect(selectGroupMembers(back, "1").roles["11"]).toBe("user");
  });

  it("an accepted request becomes a member at once; a refusal undoes both", () => {
    const accounts = normalizeAccounts([accountSchema.parse(rawAccount("20"))]);
    const state = run([
      ...members("1", [["10", "owner"]]),
      fetchGroupRequests.fulfilled(accounts, "r", { id: "1" }),
    ]);
    const arg = { id: "1", accountId: "20", accept: true };
    const pending = run([answerGroupRequest.pending("a", arg)], state);
    expect(pending.groups.requests["1"]).toEqual([]);
    expect(selectGroupMembers(pending, "1").ids).toEqual(["10", "20"]);
    const refused = run(
      [answerGroupRequest.rejected(null, "a", arg, refusal)],
      pending,
    );
    expect(refused.groups.requests["1"]).toEqual(["20"]);
    expect(selectGroupMembers(refused, "1").ids).toEqual(["10"]);
  });

  it("the collector keeps a shown group with its members, and evicts the rest with theirs", () => {
    const state = run([
      fetchGroups.fulfilled(
        normalizeGroups([group("1"), group("2")]),
        "g",
        undefined,
      ),
      ...members("1", [["10", "owner"]]),
      ...members("2", [["11", "owner"]]),
      entitiesRetained({ timelines: [groupTimelineKey("1")] }),
    ]);
    // Listed as the viewer's groups, both stay.
    expect(findGarbage(state, 0).groups).toEqual([]);
    const unlisted = run(
      [fetchGroups.fulfilled(normalizeGroups([]), "g2", undefined)],
      state,
    );
    const garbage: EvictedEntities = findGarbage(unlisted, 0);
    expect(garbage.groups).toEqual(["2"]);
    expect(garbage.accounts).toContain("11");
    expect(garbage.accounts).not.toContain("10");
    const after = run([entitiesEvicted(garbage)], unlisted);
    expect(after.groups.members["2"]).toBeUndefined();
    expect(after.groups.members["1"]).toBeDefined();
  });

  it("a group's admins moderate those below them only", () => {
    const admin = {
      id: "1",
      member: true,
      role: "admin" as const,
      requested: false,
    };
    expect(canModerate(admin, "user")).toBe(true);
    expect(canModerate(admin, "admin")).toBe(false);
    expect(canModerate({ ...admin, role: "owner" }, "admin")).toBe(true);
    expect(canModerate({ ...admin, role: "user" }, "user")).toBe(false);
    expect(canModerate({ ...admin, member: false }, "user")).toBe(false);
  });
});
