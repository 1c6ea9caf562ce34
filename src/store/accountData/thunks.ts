import {
  deleteAlias,
  getAliases,
  getBackups,
  getExport,
  postBackup,
  postDeleteAccount,
  postDisableAccount,
  postImport,
  postMoveAccount,
  putAlias,
  type ExportKind,
  type ImportKind,
} from "../../api/endpoints/accountData";
import type { FeatureName } from "../../api/features";
import { createAppAsyncThunk } from "../hooks";
import { selectLocalDomain } from "../instance/selectors";
import { buildExport, countImported } from "./csvExport";

/**
 * The member's data and the account itself, each through the family's
 * route (api/endpoints/accountData.ts). Failures are said in place: the
 * forms' calls with the server's reasons by field (`fields`).
 */

/** The server's own export of each kind, where it has one. */
export const EXPORT_FEATURES: Readonly<Record<ExportKind, FeatureName>> = {
  follows: "exportFollows",
  followers: "exportFollowers",
  lists: "exportLists",
  blocks: "exportBlocks",
  mutes: "exportMutes",
};

export const IMPORT_FEATURES: Readonly<Record<ImportKind, FeatureName>> = {
  follows: "importFollows",
  blocks: "importBlocks",
  mutes: "importMutes",
};

/**
 * One export as CSV text, for the screen to save as a file: the server's
 * file where the family writes one, else made from the lists it pages.
 */
export const exportData = createAppAsyncThunk(
  "accountData/export",
  async ({ kind }: { kind: ExportKind }, { extra, getState, signal }) => {
    const state = getState();
    if (state.instance.features[EXPORT_FEATURES[kind]])
      return {
        kind,
        csv: await getExport(extra.client, state.instance.server, kind),
      };
    const me = state.session.me;
    if (me === null) throw new Error("Not signed in");
    const csv = await buildExport(kind, {
      client: extra.client,
      me,
      localDomain: selectLocalDomain(state),
      signal,
    });
    return { kind, csv };
  },
  { silent: true },
);

export interface ImportArg {
  kind: ImportKind;
  /**
   * The one value here that is not plain data: it stays in `meta.arg`
   * (which the serialisability check skips), and no reducer reads it.
   */
  file: File;
  /** Replace the list rather than add to it, where `importOverwrite`. */
  overwrite?: boolean;
}

/** Sends a file to import; the server applies it in the background. */
export const importData = createAppAsyncThunk(
  "accountData/import",
  async ({ kind, file, overwrite }: ImportArg, { extra, getState }) => {
    const state = getState();
    await postImport(extra.client, state.instance.server, kind, file, {
      overwrite: state.instance.features.importOverwrite
        ? (overwrite ?? false)
        : undefined,
    });
    return { kind, count: countImported(await file.text()) };
  },
  { silent: true, fields: true },
);

export const fetchBackups = createAppAsyncThunk(
  "accountData/fetchBackups",
  async (_arg: undefined, { extra, getState }) => ({
    backups: await getBackups(extra.client, getState().instance.server),
  }),
  { silent: true },
);

/** Asks for a new backup; it is listed at once, pending. */
export const requestBackup = createAppAsyncThunk(
  "accountData/requestBackup",
  async (_arg: undefined, { extra, getState }) => ({
    backups: await postBackup(extra.client, getState().instance.server),
  }),
  { silent: true, fields: true },
);

export const fetchAliases = createAppAsyncThunk(
  "accountData/fetchAliases",
  async (_arg: undefined, { extra, getState }) => ({
    aliases: await getAliases(extra.client, getState().instance.server),
  }),
  { silent: true },
);

/** Adds an alias; answers the list as the server now keeps it. */
export const addAlias = createAppAsyncThunk(
  "accountData/addAlias",
  async ({ alias }: { alias: string }, { extra, getState }) => {
    const server = getState().instance.server;
    await putAlias(extra.client, server, alias);
    return { aliases: await getAliases(extra.client, server) };
  },
  { silent: true, fields: true },
);

export const removeAlias = createAppAsyncThunk(
  "accountData/removeAlias",
  async ({ alias }: { alias: string }, { extra, getState }) => {
    await deleteAlias(extra.client, getState().instance.server, alias);
  },
);

export const moveAccount = createAppAsyncThunk(
  "accountData/move",
  async (move: { target: string; password: string }, { extra, getState }) => {
    await postMoveAccount(extra.client, getState().instance.server, move);
  },
  { silent: true, fields: true },
);

/**
 * Deactivates or deletes the account. The server then refuses the token;
 * the screen signs out.
 */
export const endAccount = createAppAsyncThunk(
  "accountData/end",
  async (
    { how, password }: { how: "disable" | "delete"; password: string },
    { extra, getState },
  ) => {
    const server = getState().instance.server;
    if (how === "disable")
      await postDisableAccount(extra.client, server, password);
    else await postDeleteAccount(extra.client, server, password);
  },
  { silent: true, fields: true },
);
