import type { ComposeDraft, ComposeVisibility } from "./draft";
import type { RootState } from "../rootReducer";

/**
 * How a reply starts (as Mastodon's composer does): everyone in the
 * conversation mentioned, the author first and the writer left out; no more
 * public than the post; under the post's content warning.
 */
export function replyDraft(
  state: RootState,
  statusId: string,
): Partial<ComposeDraft> {
  const status = state.statuses.byId[statusId];
  if (!status) return {};
  const me = state.session.me;
  const author = state.accounts.byId[status.account_id];
  const handles: string[] = [];
  if (author && author.id !== me) handles.push(author.acct);
  for (const mention of status.mentions) {
    if (mention.id !== me) handles.push(mention.acct);
  }
  const unique = [...new Set(handles)];
  const text = unique.length ? `${unique.map((h) => `@${h}`).join(" ")} ` : "";
  const spoilerText = status.spoiler_text;
  // kmyblue answers a reply in a limited thread as a direct post.
  const visibility =
    status.visibility === "subscribers"
      ? "private"
      : status.visibility === "circle" || status.visibility === "limited"
        ? "direct"
        : status.visibility;
  return {
    text,
    spoiler: spoilerText !== "",
    spoilerText,
    visibility: narrower("public", visibility),
  };
}

/** From most to least public; a reply is never more public than its post. */
const OPENNESS: readonly ComposeVisibility[] = [
  "public",
  "unlisted",
  "private",
  "direct",
];

/** The more restrictive of two of Mastodon's four; others stay as chosen. */
export function narrower(
  chosen: ComposeVisibility,
  replied: ComposeVisibility,
): ComposeVisibility {
  const a = OPENNESS.indexOf(chosen);
  const b = OPENNESS.indexOf(replied);
  if (a < 0 || b < 0) return chosen;
  return b > a ? replied : chosen;
}
