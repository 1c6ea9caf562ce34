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
import {
  createCandidateSearchThunk,
  createCollectionThunks,
  createMemberChangeThunk,
  createMembersThunk,
} from "../collections/thunks";
import { createAppAsyncThunk } from "../hooks";
import { normalizeCircle, normalizeCircles } from "./normalize";
import { circlesOf } from "./state";

/**
 * kmyblue circles (gate `circles`), managed as lists are: the member's
 * circles, their members, and the circle's post history, which is a
 * timeline (`circle:<id>`, store/keys.ts).
 */

/**
 * The member's circles (optional: a 404 or 501 turns circles off), one for its
 * page (which says why it failed in place), and deletion (gone at once,
 * back if the server refuses).
 */
export const {
  fetchAll: fetchCircles,
  fetchOne: fetchCircle,
  remove: deleteCircle,
} = createCollectionThunks("circles", {
  getAll: getCircles,
  getOne: getCircle,
  remove: deleteCircleCall,
  normalizeAll: normalizeCircles,
  normalizeOne: normalizeCircle,
});

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

export const fetchCircleMembers = createMembersThunk(
  "circles/fetchMembers",
  (state) => circlesOf(state).members,
  getCircleAccounts,
);

/** Adds accounts to a circle; they show as members at once. */
export const addCircleMembers = createMemberChangeThunk(
  "circles/addMembers",
  postCircleAccounts,
);

/** Takes accounts out of a circle; they leave it at once. */
export const removeCircleMembers = createMemberChangeThunk(
  "circles/removeMembers",
  deleteCircleAccounts,
);

/** Accounts to add to a circle: anyone the search finds. */
export const searchCircleCandidates = createCandidateSearchThunk(
  "circles/search",
  () => false,
);
