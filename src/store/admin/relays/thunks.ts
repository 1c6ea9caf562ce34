import {
  deleteAdminRelay,
  getAdminRelays,
  postAdminRelay,
} from "../../../api/endpoints/adminRelays";
import { createAdminThunk } from "../collection/adminThunk";

/** Relays the server follows (Pleroma and Akkoma), named by their actor URL. */

export const fetchRelays = createAdminThunk(
  "adminRelays/fetch",
  async (_: undefined, { client, server, signal }) => ({
    items: await getAdminRelays(client, server, signal),
    next: null,
  }),
  { silent: true },
);

export const followRelay = createAdminThunk(
  "adminRelays/follow",
  ({ actor }: { actor: string }, { client, server }) =>
    postAdminRelay(client, server, actor.trim()),
  { silent: false },
);

export const unfollowRelay = createAdminThunk(
  "adminRelays/unfollow",
  ({ id }: { id: string }, { client, server }) =>
    deleteAdminRelay(client, server, id),
  { silent: false },
);
