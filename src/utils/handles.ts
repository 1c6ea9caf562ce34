/** The account fields a full handle is made from. */
export interface HandleParts {
  acct: string;
  /** The server's own user@domain, where it sends one (Pleroma). */
  fqn?: string | null;
}

/**
 * An account's full handle, `user@domain`: the server's own fqn where it
 * sends one, else the acct, which carries a remote account's domain. A
 * local account takes the server's handle domain from the instance
 * (`account_domain`: v2 `domain`, v1 `uri`), which may differ from the host
 * of the account's URL (Mastodon's LOCAL_DOMAIN and WEB_DOMAIN, GoToSocial's
 * account-domain) and is never read from it; the bare acct until the
 * instance is known.
 */
export function fullHandle(account: HandleParts, localDomain: string): string {
  if (account.fqn?.includes("@")) return account.fqn;
  if (account.acct.includes("@") || !localDomain) return account.acct;
  return `${account.acct}@${localDomain}`;
}
