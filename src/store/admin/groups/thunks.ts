import {
  deleteAdminGroup,
  getAdminGroups,
  postSuspendAdminGroup,
  postUnsuspendAdminGroup,
  type AdminGroupsQuery,
} from "../../../api/endpoints/adminGroups";
import type { RootState } from "../../rootReducer";
import { createAdminThunk } from "../collection/adminThunk";

/**
 * The instance's groups for staff (gate `adminGroups`): listed by status,
 * suspended, unsuspended and deleted. Each action takes the group off the
 * list shown (a suspended group leaves the active ones) until the server
 * agrees, and puts it back where it was if it refuses (see the slice).
 */

const nextOf = (state: RootState) => state.adminGroups?.groups.next ?? null;

export const fetchAdminGroups = createAdminThunk(
  "adminGroups/fetch",
  async (query: AdminGroupsQuery, { client, signal }) => {
    const page = await getAdminGroups(client, query, signal);
    return { items: page.items, next: page.next };
  },
  { silent: true },
);

export const fetchMoreAdminGroups = createAdminThunk(
  "adminGroups/fetchMore",
  async (_: undefined, { client, state, signal }) => {
    const page = await getAdminGroups(
      client,
      { url: nextOf(state) ?? "" },
      signal,
    );
    return { items: page.items, next: page.next };
  },
  { silent: false, condition: (_, state) => nextOf(state) !== null },
);

export const suspendAdminGroup = createAdminThunk(
  "adminGroups/suspend",
  ({ id }: { id: string }, { client }) => postSuspendAdminGroup(client, id),
  { silent: false },
);

export const unsuspendAdminGroup = createAdminThunk(
  "adminGroups/unsuspend",
  ({ id }: { id: string }, { client }) => postUnsuspendAdminGroup(client, id),
  { silent: false },
);

export const removeAdminGroup = createAdminThunk(
  "adminGroups/delete",
  ({ id }: { id: string }, { client }) => deleteAdminGroup(client, id),
  { silent: false },
);
