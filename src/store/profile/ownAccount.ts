import type {
  AccountSource,
  CredentialAccount,
} from "../../api/schemas/credentialAccount";
import type { PostingDefaults } from "../events";
import { normalizeAccount } from "../normalize";

/** What a new post starts with, as the account's source says. */
export function postingDefaultsOf(source: AccountSource): PostingDefaults {
  return {
    visibility: source.privacy,
    sensitive: source.sensitive,
    language: source.language,
  };
}

/**
 * What verify_credentials and update_credentials answer, as every thunk
 * that gets it returns it: the account for the entity slice (the top bar and
 * the member's posts read it from there), and what only the own account
 * carries (the profile's source, Pleroma's notification settings) for the
 * profile slice; the posting defaults for the composer (events.ts).
 */
export function ownAccountPayload(account: CredentialAccount) {
  return {
    ...normalizeAccount(account),
    fetchedAt: Date.now(),
    source: account.source,
    notificationSettings: account.notification_settings,
    postingDefaults: account.source && postingDefaultsOf(account.source),
  };
}

export type OwnAccountPayload = ReturnType<typeof ownAccountPayload>;
