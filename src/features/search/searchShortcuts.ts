/**
 * Where a query could lead at once, as Mastodon's web UI and Elk offer it
 * above the results: servers that find no hashtags (or no remote accounts)
 * in search still have the hashtag's page and the profile route.
 */
export interface SearchShortcuts {
  /** The hashtag's name, without `#`. */
  hashtag: string | null;
  /** The account as `user` or `user@host`, without the leading `@`. */
  acct: string | null;
}

// Mastodon's tag names: word characters with at least one letter (a run of
// digits alone, like `#1`, is not a hashtag).
const HASHTAG = /^#?([\p{L}\p{M}\p{N}_]*[\p{L}\p{M}][\p{L}\p{M}\p{N}_]*)$/u;
// `@user`, or `user@host` with or without the `@` (as loose about the host
// as Mastodon's web UI: the profile route says when there is no such account).
const HANDLE =
  /^@?([\p{L}\p{N}_](?:[\p{L}\p{N}_.-]*[\p{L}\p{N}_])?)(?:@([^\s@/]+))?$/u;

/** The shortcuts a trimmed query offers. */
export function searchShortcuts(q: string): SearchShortcuts {
  const [, user, host] = HANDLE.exec(q) ?? [];
  // A bare word is offered as a hashtag only: `@` or a host makes a handle.
  const isHandle = user !== undefined && (q.startsWith("@") || !!host);
  return {
    hashtag: HASHTAG.exec(q)?.[1] ?? null,
    acct: isHandle ? (host ? `${user}@${host}` : user) : null,
  };
}
