import { adminPath } from "../../../api/adminPaths";
import type { RootState } from "../../rootReducer";
import { selectAdminFederation } from "./slice";

export const selectDomainBlocks = (state: RootState) =>
  selectAdminFederation(state).blocks;

export const selectDomainBlockById = (state: RootState, id: string) =>
  selectAdminFederation(state).blocks.byId[id];

export const selectDomainAllows = (state: RootState) =>
  selectAdminFederation(state).allows;

export const selectDomainAllowById = (state: RootState, id: string) =>
  selectAdminFederation(state).allows.byId[id];

/**
 * Whether blocks keep a private comment and an obfuscation flag: Mastodon's
 * do; Pleroma's, kept in its `:mrf_simple` lists, hold a public reason only.
 */
export const selectHasFullDomainBlocks = (state: RootState) =>
  adminPath(state.instance.server, "adminDomainBlocks")?.shape !== "mrf";
