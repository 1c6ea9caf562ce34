/** The key of a topic list: an account id, or `global` for the server's. */
export function topicsKey(accountId: string | null): string {
  return accountId ?? "global";
}
