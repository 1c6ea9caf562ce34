import { parseItems, type ApiClient } from "../client";
import type { DetectedServer } from "../features";
import type { Operation } from "../familyPaths";
import { backupSchema, type Backup } from "../schemas/backup";
import { aliasesSchema } from "../schemas/alias";
import { settingsSend } from "./settingsCall";

/**
 * The member's data and the account itself (spec 02 section 7.4): CSV
 * exports and imports, Pleroma backups, aliases, moving, disabling and
 * deleting the account, each through its family's route. Moving, disabling
 * and deleting take the current password (spec 02 section 5) and raise the
 * reply's `error` field (section 8).
 */

export type ExportKind = "follows" | "followers" | "lists" | "blocks" | "mutes";

const EXPORTS: Readonly<Record<ExportKind, Operation>> = {
  follows: "exportFollows",
  followers: "exportFollowers",
  lists: "exportLists",
  blocks: "exportBlocks",
  mutes: "exportMutes",
};

/** One export as the CSV text the server wrote (where `exportFollows` and the like). */
export async function getExport(
  client: ApiClient,
  server: DetectedServer,
  kind: ExportKind,
): Promise<string> {
  // GoToSocial serves its exports as text/csv only.
  const raw = await settingsSend(client, server, EXPORTS[kind], {
    headers: { Accept: "text/csv, text/plain;q=0.9" },
  });
  return raw.text;
}

export type ImportKind = "follows" | "blocks" | "mutes";

const IMPORTS: Readonly<Record<ImportKind, Operation>> = {
  follows: "importFollows",
  blocks: "importBlocks",
  mutes: "importMutes",
};

/**
 * Sends a CSV (or Pleroma's one account per line) to import (where
 * `importFollows` and the like). The servers apply it in the background and
 * answer at once; `overwrite` replaces the list instead of adding to it
 * (`importOverwrite`).
 */
export async function postImport(
  client: ApiClient,
  server: DetectedServer,
  kind: ImportKind,
  file: Blob,
  options: { readonly overwrite?: boolean } = {},
): Promise<void> {
  await settingsSend(client, server, IMPORTS[kind], {
    file,
    values:
      options.overwrite === undefined
        ? {}
        : { mode: options.overwrite ? "overwrite" : "merge" },
  });
}

/** The member's backups, newest first (where `accountBackups`). */
export async function getBackups(
  client: ApiClient,
  server: DetectedServer,
): Promise<Backup[]> {
  const raw = await settingsSend(client, server, "backups");
  return parseItems(raw.json, backupSchema).items;
}

/** Asks for a new backup; answers the list with it pending. */
export async function postBackup(
  client: ApiClient,
  server: DetectedServer,
): Promise<Backup[]> {
  const raw = await settingsSend(client, server, "backupCreate");
  return parseItems(raw.json, backupSchema).items;
}

/** Accounts the member says are also theirs (where `manageAccountAliases`). */
export async function getAliases(
  client: ApiClient,
  server: DetectedServer,
): Promise<string[]> {
  const raw = await settingsSend(client, server, "aliases");
  return aliasesSchema.parse(raw.json);
}

export async function putAlias(
  client: ApiClient,
  server: DetectedServer,
  alias: string,
): Promise<void> {
  await settingsSend(client, server, "aliasAdd", {
    values: { target: alias },
    raiseErrorField: true,
  });
}

export async function deleteAlias(
  client: ApiClient,
  server: DetectedServer,
  alias: string,
): Promise<void> {
  await settingsSend(client, server, "aliasRemove", {
    values: { target: alias },
    raiseErrorField: true,
  });
}

/** Moves the followers to `target` (`user@domain`), which must list this account as an alias. */
export async function postMoveAccount(
  client: ApiClient,
  server: DetectedServer,
  move: { readonly target: string; readonly password: string },
): Promise<void> {
  await settingsSend(client, server, "moveAccount", {
    values: move,
    raiseErrorField: true,
  });
}

/** Deactivates the account until an admin or the member turns it on again (where `disableAccount`). */
export async function postDisableAccount(
  client: ApiClient,
  server: DetectedServer,
  password: string,
): Promise<void> {
  await settingsSend(client, server, "disableAccount", {
    values: { password },
    raiseErrorField: true,
  });
}

/**
 * Deletes the account for good (where `deleteAccount`). Mitra asks for no
 * password (`deleteAccountWithoutPassword`); the others refuse without it.
 */
export async function postDeleteAccount(
  client: ApiClient,
  server: DetectedServer,
  password: string,
): Promise<void> {
  await settingsSend(client, server, "deleteAccount", {
    values: { password },
    raiseErrorField: true,
  });
}
