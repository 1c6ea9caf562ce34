import type { RootState } from "../rootReducer";

/**
 * Entity lookups: lists pass ids down and each row selects its own entity
 * (STYLE.md section 6). None builds a new object, so none is memoised.
 */
export const selectStatusById = (state: RootState, id: string) =>
  state.statuses.byId[id];

/** The status a timeline entry shows: the boosted one for a boost. */
export const selectDisplayedStatus = (state: RootState, id: string) => {
  const status = state.statuses.byId[id];
  return status?.reblog_id ? state.statuses.byId[status.reblog_id] : status;
};

/** A status's edit history as last fetched, oldest first. */
export const selectStatusHistory = (state: RootState, id: string) =>
  state.statuses.history[id];

/** Paths of a post on its server's web pages: Mastodon's, Pleroma's and the ActivityPub ones. */
const POST_PATHS = [
  /^\/@[^/]+\/([\w-]+)\/?$/,
  /^\/notice\/([\w-]+)\/?$/,
  /^\/users\/[^/]+\/statuses\/([\w-]+)\/?$/,
];

/**
 * The post a link in a post's text points at, if the app can tell: a post
 * held with that address (its `url` or `uri`), else a post's page on this
 * server, by its id. Scans the held posts: for one link at a time, on hover.
 */
export function selectLinkedStatusId(
  state: RootState,
  href: string,
): string | null {
  for (const status of Object.values(state.statuses.byId)) {
    if (status.url === href || status.uri === href) return status.id;
  }
  let url: URL;
  try {
    url = new URL(href);
  } catch {
    return null;
  }
  const { domain } = state.instance.data;
  if (state.instance.isDefault || url.host !== domain) return null;
  for (const path of POST_PATHS) {
    const id = path.exec(url.pathname)?.[1];
    if (id !== undefined) return id;
  }
  return null;
}
