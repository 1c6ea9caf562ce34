import type { ApiClient } from "../client";
import {
  credentialAccountSchema,
  type CredentialAccount,
} from "../schemas/credentialAccount";

/**
 * The signed-in account (spec 02 section 7.4), which a member's page asks
 * as it starts: apart from profile.ts, whose profile and settings calls
 * load with the settings screens.
 */
export function getCredentialAccount(
  client: ApiClient,
  signal?: AbortSignal,
): Promise<CredentialAccount> {
  return client.one(
    "GET",
    "/api/v1/accounts/verify_credentials",
    credentialAccountSchema,
    { signal },
  );
}
