import { createSlice, type Draft } from "@reduxjs/toolkit";
import type { GroupRelationship } from "../../api/schemas/group";
import {
  dropKey,
  entitiesEvicted,
  hasEntities,
  removeEntities,
  removeKeys,
  upsertEntities,
} from "../entities";
import type {
  answerGroupRequest as AnswerGroupRequestThunk,
  changeGroupRole as ChangeGroupRoleThunk,
  fetchGroupMembers as FetchGroupMembersThunk,
  fetchGroupRequests as FetchGroupRequestsThunk,
  fetchGroups as FetchGroupsThunk,
  joinGroup as JoinGroupThunk,
  leaveGroup as LeaveGroupThunk,
  removeGroupMember as RemoveGroupMemberThunk,
  searchGroups as SearchGroupsThunk,
} from "./thunks";
import { thunkActions } from "../thunkActions";

// The thunks load with the group screens (store/thunkActions.ts).
const answerGroupRequest = thunkActions<typeof AnswerGroupRequestThunk>(
  "groups/answerRequest",
);
const changeGroupRole =
  thunkActions<typeof ChangeGroupRoleThunk>("groups/changeRole");
const fetchGroupMembers = thunkActions<typeof FetchGroupMembersThunk>(
  "groups/fetchMembers",
);
const fetchGroupRequests = thunkActions<typeof FetchGroupRequestsThunk>(
  "groups/fetchRequests",
);
const fetchGroups = thunkActions<typeof FetchGroupsThunk>("groups/fetch");
const joinGroup = thunkActions<typeof JoinGroupThunk>("groups/join");
const leaveGroup = thunkActions<typeof LeaveGroupThunk>("groups/leave");
const removeGroupMember = thunkActions<typeof RemoveGroupMemberThunk>(
  "groups/removeMember",
);
const searchGroups = thunkActions<typeof SearchGroupsThunk>("groups/search");
import {
  EMPTY_MEMBERS,
  INITIAL_GROUPS,
  type GroupMembers,
  type GroupsState,
} from "./state";

export type { GroupsState } from "./state";

function membersOf(state: Draft<GroupsState>, id: string): GroupMembers {
  state.members[id] ??= { ...EMPTY_MEMBERS, ids: [], roles: {} };
  return state.members[id];
}

/** What joining or leaving looks like before the server answers. */
function expected(
  id: string,
  join: boolean,
  locked: boolean,
): GroupRelationship {
  return {
    id,
    member: join && !locked,
    role: "user",
    requested: join && locked,
  };
}

function setRelationship(
  state: Draft<GroupsState>,
  requestId: string,
  next: GroupRelationship,
): void {
  const before = state.relationships[next.id] ?? null;
  state.undo[requestId] = { kind: "relationship", id: next.id, before };
  state.relationships[next.id] = next;
}

/** Puts back what a refused change replaced. */
function undo(state: Draft<GroupsState>, requestId: string): void {
  const change = state.undo[requestId];
  if (!change) return;
  dropKey(state.undo, requestId);
  switch (change.kind) {
    case "relationship":
      if (change.before) state.relationships[change.id] = change.before;
      else dropKey(state.relationships, change.id);
      return;
    case "role":
      membersOf(state, change.id).roles[change.accountId] = change.before;
      return;
    case "member": {
      const members = membersOf(state, change.id);
      members.ids.splice(change.index, 0, change.accountId);
      members.roles[change.accountId] = change.role;
      return;
    }
    case "request":
      (state.requests[change.id] ??= []).splice(
        change.index,
        0,
        change.accountId,
      );
  }
}

const settled = (
  state: Draft<GroupsState>,
  action: { meta: { requestId: string } },
) => {
  dropKey(state.undo, action.meta.requestId);
};

const groupsSlice = createSlice({
  name: "groups",
  initialState: INITIAL_GROUPS,
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addCase(fetchGroups.fulfilled, (state, action) => {
        state.mine = action.payload.result;
      })
      .addCase(searchGroups.fulfilled, (state, action) => {
        state.search = { q: action.payload.q, ids: action.payload.result };
      })
      .addCase(joinGroup.pending, (state, action) => {
        const { id, locked } = action.meta.arg;
        setRelationship(
          state,
          action.meta.requestId,
          expected(id, true, locked),
        );
      })
      .addCase(leaveGroup.pending, (state, action) => {
        const { id } = action.meta.arg;
        setRelationship(
          state,
          action.meta.requestId,
          expected(id, false, false),
        );
      })
      .addCase(joinGroup.fulfilled, (state, action) => {
        settled(state, action);
        const id = action.payload.result;
        // Matchers run after cases: the answer's relationship is in the payload.
        const answered = action.payload.entities.groups?.[id]?.relationship;
        const member = (answered ?? state.relationships[id])?.member ?? false;
        if (member && state.mine && !state.mine.includes(id))
          state.mine.unshift(id);
      })
      .addCase(leaveGroup.fulfilled, (state, action) => {
        settled(state, action);
        const id = action.payload.result;
        if (state.mine) state.mine = state.mine.filter((g) => g !== id);
      })
      .addCase(fetchGroupMembers.pending, (state, action) => {
        membersOf(state, action.meta.arg.id).isLoading = true;
      })
      .addCase(fetchGroupMembers.fulfilled, (state, action) => {
        const { id, more = false } = action.meta.arg;
        const members = membersOf(state, id);
        const ids = more ? members.ids : [];
        const roles = more ? members.roles : {};
        for (const { accountId, role } of action.payload.roles) {
          if (!(accountId in roles)) ids.push(accountId);
          roles[accountId] = role;
        }
        Object.assign(members, {
          ids,
          roles,
          next: action.payload.next,
          isLoading: false,
          fetchedAt: action.payload.fetchedAt,
        });
      })
      .addCase(fetchGroupMembers.rejected, (state, action) => {
        membersOf(state, action.meta.arg.id).isLoading = false;
      })
      .addCase(changeGroupRole.pending, (state, action) => {
        const { id, accountId, role } = action.meta.arg;
        const members = membersOf(state, id);
        const before = members.roles[accountId];
        if (!before) return;
        state.undo[action.meta.requestId] = {
          kind: "role",
          id,
          accountId,
          before,
        };
        members.roles[accountId] = role;
      })
      .addCase(removeGroupMember.pending, (state, action) => {
        const { id, accountId } = action.meta.arg;
        const members = membersOf(state, id);
        const index = members.ids.indexOf(accountId);
        const role = members.roles[accountId];
        if (index < 0 || !role) return;
        state.undo[action.meta.requestId] = {
          kind: "member",
          id,
          accountId,
          index,
          role,
        };
        members.ids.splice(index, 1);
        dropKey(members.roles, accountId);
      })
      .addCase(fetchGroupRequests.fulfilled, (state, action) => {
        state.requests[action.meta.arg.id] = action.payload.result;
      })
      .addCase(answerGroupRequest.pending, (state, action) => {
        const { id, accountId, accept } = action.meta.arg;
        const requests = state.requests[id] ?? [];
        const index = requests.indexOf(accountId);
        if (index < 0) return;
        state.undo[action.meta.requestId] = {
          kind: "request",
          id,
          accountId,
          index,
        };
        requests.splice(index, 1);
        const members = state.members[id];
        if (accept && members && !(accountId in members.roles)) {
          members.ids.push(accountId);
          members.roles[accountId] = "user";
        }
      })
      .addCase(answerGroupRequest.fulfilled, settled)
      .addCase(changeGroupRole.fulfilled, settled)
      .addCase(removeGroupMember.fulfilled, settled)
      .addCase(answerGroupRequest.rejected, (state, action) => {
        const { id, accountId } = action.meta.arg;
        const members = state.members[id];
        if (
          action.meta.arg.accept &&
          members &&
          state.undo[action.meta.requestId]
        ) {
          members.ids = members.ids.filter((a) => a !== accountId);
          dropKey(members.roles, accountId);
        }
        undo(state, action.meta.requestId);
      })
      .addCase(joinGroup.rejected, (state, action) => {
        undo(state, action.meta.requestId);
      })
      .addCase(leaveGroup.rejected, (state, action) => {
        undo(state, action.meta.requestId);
      })
      .addCase(changeGroupRole.rejected, (state, action) => {
        undo(state, action.meta.requestId);
      })
      .addCase(removeGroupMember.rejected, (state, action) => {
        undo(state, action.meta.requestId);
      })
      .addCase(entitiesEvicted, (state, action) => {
        const gone = action.payload.groups;
        state.byId = removeEntities(state.byId, gone);
        removeKeys(state.relationships, gone);
        removeKeys(state.members, gone);
        removeKeys(state.requests, gone);
      })
      .addMatcher(hasEntities, (state, action) => {
        const { groups } = action.payload.entities;
        if (!groups) return;
        state.byId = upsertEntities(state.byId, groups);
        for (const group of Object.values(groups))
          if (group.relationship)
            state.relationships[group.id] = group.relationship;
      });
  },
});

export const groupsReducer = groupsSlice.reducer;
