import type { GroupRelationship, GroupRole } from "../../api/schemas/group";
import type { RootState } from "../rootReducer";
import { EMPTY_MEMBERS, type GroupMembers } from "./state";

export const selectGroupById = (state: RootState, id: string) =>
  state.groups.byId[id];

/** The viewer's relationship to a group; null when not known (a visitor, or not asked yet). */
export const selectGroupRelationship = (
  state: RootState,
  id: string,
): GroupRelationship | null => state.groups.relationships[id] ?? null;

/** The viewer's groups; null until loaded. */
export const selectMyGroupIds = (state: RootState) => state.groups.mine;

export const selectGroupSearch = (state: RootState) => state.groups.search;

export const selectGroupMembers = (
  state: RootState,
  id: string,
): GroupMembers => state.groups.members[id] ?? EMPTY_MEMBERS;

/** Accounts asking to join; null until loaded. */
export const selectGroupRequests = (state: RootState, id: string) =>
  state.groups.requests[id] ?? null;

const RANK: Record<GroupRole, number> = { owner: 3, admin: 2, user: 1 };

/**
 * Whether the viewer may moderate a member: the group's admins and owner act
 * on those below them (Truth Social's rule, which the v1 API enforces).
 */
export function canModerate(
  viewer: GroupRelationship | null,
  memberRole: GroupRole,
): boolean {
  if (!viewer?.member) return false;
  return (
    RANK[viewer.role] >= RANK.admin && RANK[viewer.role] > RANK[memberRole]
  );
}

/** Whether the viewer is one of the group's admins (or its owner). */
export const isGroupAdmin = (viewer: GroupRelationship | null): boolean =>
  viewer?.member === true && RANK[viewer.role] >= RANK.admin;
