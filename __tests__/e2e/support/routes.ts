import type { ControlState, DemoServer } from "../../tools/demoServerProcess";

/**
 * Every route of spec 01 section 2, filled in with ids from the demo data,
 * so a screen test can open `routes.post` without looking ids up. Paths are
 * relative to the base path.
 */
export interface DemoRoutes {
  home: string;
  hashtag: string;
  search: string;
  profile: string;
  profileWithReplies: string;
  profileMedia: string;
  post: string;
  postQuotes: string;
  profileHashtag: string;
  /** Needs a family with events (pleroma): POST /__control/family first. */
  event: string;
  eventDiscussion: string;
  /** Redirects to `post`. */
  legacyPost: string;
  /** A post that is not an event: the event route redirects to the post route. */
  eventOfPlainPost: string;
  notFound: string;
  /** A reply whose parent post was deleted: the thread shows a placeholder for it. */
  replyToMissing: string;
  /** The post whose own parent was deleted. */
  missingParent: string;
  /** An account that moved to another (sam_old → sam). */
  movedProfile: string;
  /** An acct no one has. */
  unknownProfile: string;
  /** The ids behind the paths, by seed key (statuses) and acct (accounts). */
  ids: ControlState;
}

export async function demoRoutes(server: DemoServer): Promise<DemoRoutes> {
  const ids = await server.control<ControlState>("state");
  const status = (key: string): string => {
    const id = ids.statuses[key];
    if (!id) throw new Error(`The demo data has no status "${key}"`);
    return id;
  };
  const thread = status("supper-maren");
  return {
    home: "/",
    hashtag: "/tags/gardening",
    search: "/search?q=bread",
    profile: "/@alice",
    profileWithReplies: "/@alice/with_replies",
    profileMedia: "/@alice/media",
    post: `/@maren/posts/${thread}`,
    postQuotes: `/@alice/posts/${status("jam-edit")}/quotes`,
    profileHashtag: "/@alice/tags/gardening",
    event: `/@potluckclub/events/${status("supper-event")}`,
    eventDiscussion: `/@potluckclub/events/${status("supper-event")}/discussion`,
    legacyPost: `/@maren/${thread}`,
    eventOfPlainPost: `/@alice/events/${status("seedlings")}`,
    notFound: "/this/page/does/not/exist",
    replyToMissing: `/@lena@kueche.example/posts/${status("missing-parent-reply")}`,
    missingParent: `/@ana@mar.example/posts/${status("missing-parent")}`,
    movedProfile: "/@sam_old",
    unknownProfile: "/@nobody",
    ids,
  };
}
