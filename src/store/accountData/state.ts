import type { Backup } from "../../api/schemas/backup";

/**
 * The member's data and the account itself (spec 02 section 7.4): Pleroma
 * backups and aliases as the server lists them. Exports, imports, moving,
 * disabling and deleting keep nothing here: the forms show their outcome.
 */
export interface AccountDataState {
  /** Newest first; null until asked. */
  backups: Backup[] | null;
  /** `user@domain` handles; null until asked. */
  aliases: string[] | null;
}

export const INITIAL_ACCOUNT_DATA: AccountDataState = {
  backups: null,
  aliases: null,
};
