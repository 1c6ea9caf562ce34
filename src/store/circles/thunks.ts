import {
  deleteCircle as deleteCircleCall,
  deleteCircleAccounts,
  getCircle,
  getCircleAccounts,
  getCircles,
  postCircle,
  postCircleAccounts,
  putCircle,
} from "../../api/endpoints/circles";
import { createAppAsyncThunk } from "../hooks";
import { EMPTY_MEMBERS } from "../memberPages/cases";
import {
  createCandidateSearchThunk,
  createMembersThunk,
  type MemberChangeArg,
} from "../memberPages/thunks";
import { normalizeCircle, normalizeCircles } from "./normalize";
import { circlesOf } from "./state";

/**
 * kmyblue circles (gate `circles`), managed as lists are: the member's
 * circles, their members, and the circle's post history, which is a
 * timeline (`circle:<id>`, store/keys.ts).
 */

/** The member's circles. Optional: a 404 or 501 turns circles off. */
export const fetchCircles = createAppAsyncThunk(
  "circles/fetch",
  async (_arg: undefined, { extra, signal }) =>
    normalizeCircles((await getCircles(extra.client, signal)).items),
  { optional: "circles" },
);

/** One circle, for its page; the page says why it failed in place. */
export const fetchCircle = createAppAsyncThunk(
  "circles/fetchOne",
  async ({ id }: { id: string }, { extra, signal }) =>
    normalizeCircle(await getCircle(extra.client, id, signal)),
  { silent: true },
);

/** A new circle by its title; the form says why it failed. */
export const createCircle = createAppAsyncThunk(
  "circles/create",
  async ({ title }: { title: string }, { extra }) =>
    normalizeCircle(await postCircle(extra.client, title)),
  { silent: true },
);

/** Renames a circle; the dialog says why it failed. */
export const renameCircle = createAppAsyncThunk(
  "circles/rename",
  async ({ id, title }: { id: string; title: string }, { extra }) =>
    normalizeCircle(await putCircle(extra.client, id, title)),
  { silent: true },
);

/** Deletes a circle: gone at once, back if the server refuses. */
export const deleteCircle = createAppAsyncThunk(
  "circles/delete",
  async ({ id }: { id: string }, { extra }) => {
    await deleteCircleCall(extra.client, id);
    return { id };
  },
);

export const fetchCircleMembers = createMembersThunk(
  "circles/fetchMembers",
  (state, id) => circlesOf(state).members[id] ?? EMPTY_MEMBERS,
  getCircleAccounts,
);

/** Adds accounts to a circle; they show as members at once. */
export const addCircleMembers = createAppAsyncThunk(
  "circles/addMembers",
  async ({ id, accountIds }: MemberChangeArg, { extra }) => {
    await postCircleAccounts(extra.client, id, accountIds);
    return { id };
  },
);

/** Takes accounts out of a circle; they leave it at once. */
export const removeCircleMembers = createAppAsyncThunk(
  "circles/removeMembers",
  async ({ id, accountIds }: MemberChangeArg, { extra }) => {
    await deleteCircleAccounts(extra.client, id, accountIds);
    return { id };
  },
);

/** Accounts to add to a circle: anyone the search finds. */
export const searchCircleCandidates = createCandidateSearchThunk(
  "circles/search",
  () => false,
);
