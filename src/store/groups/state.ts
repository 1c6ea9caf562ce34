import type { GroupRelationship, GroupRole } from "../../api/schemas/group";
import type { StoredGroup } from "../normalize";

/** A group's members as far as paged, each account with its role. */
export interface GroupMembers {
  /** Account ids, in the server's order. */
  ids: string[];
  roles: Record<string, GroupRole>;
  /** Link cursor of the next page. */
  next: string | null;
  isLoading: boolean;
  fetchedAt: number | null;
}

export const EMPTY_MEMBERS: GroupMembers = {
  ids: [],
  roles: {},
  next: null,
  isLoading: false,
  fetchedAt: null,
};

/** What a change shown before the server answered replaced, to put back should it refuse. */
export type GroupUndo =
  | { kind: "relationship"; id: string; before: GroupRelationship | null }
  | { kind: "role"; id: string; accountId: string; before: GroupRole }
  | {
      kind: "member";
      id: string;
      accountId: string;
      index: number;
      role: GroupRole;
    }
  | { kind: "request"; id: string; accountId: string; index: number };

/**
 * Groups (Pixelfed's v0 API, the Truth Social-style v1 API): the entities,
 * the viewer's relationship to each (kept apart, since a group embedded in
 * a post comes without it), the viewer's groups, a search, and per group
 * its members and join requests.
 */
export interface GroupsState {
  byId: Record<string, StoredGroup>;
  relationships: Record<string, GroupRelationship>;
  /** The viewer's groups; null until loaded. */
  mine: string[] | null;
  search: { q: string; ids: string[] };
  members: Record<string, GroupMembers>;
  /** Accounts asking to join, by group; absent until loaded. */
  requests: Record<string, string[]>;
  /** By request id, while the server has not answered. */
  undo: Record<string, GroupUndo>;
}

export const INITIAL_GROUPS: GroupsState = {
  byId: {},
  relationships: {},
  mine: null,
  search: { q: "", ids: [] },
  members: {},
  requests: {},
  undo: {},
};
