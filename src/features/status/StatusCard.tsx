import { useContext, useId, useState, type Ref } from "react";
import { FormattedMessage } from "react-intl";
import { Link } from "react-router-dom";
import { selectAccountById } from "../../store/accounts/selectors";
import type { StoredStatus } from "../../store/normalize";
import { useAppSelector } from "../../store/hooks";
import { paths } from "../../utils/paths";
import { selectFilterVerdict } from "../../store/filters/selectors";
import { EmojiReactions } from "./EmojiReactions";
import { StatusFilterContext } from "./filterContext";
import { selectStatusById } from "../../store/statuses/selectors";
import { isPlaceholderId } from "./selectors";
import { StatusActions } from "./StatusActions";
import { StatusBody } from "./StatusBody";
import { Article, Body, Note } from "./StatusCard.styles";
import { StatusHeader } from "./StatusHeader";
import { StatusNotice } from "./StatusNotice";
import { StatusPrepend } from "./StatusPrepend";
import { StatusStats } from "./StatusStats";

export interface StatusCardProps {
  /** A post id; a boost shows the boosted post under a "X boosted" line. */
  id: string;
  /** The thread's focus: larger text, full date and counts, never hidden or folded by a filter. */
  focused?: boolean;
  /** A self-reply in a list gets a "Show this thread" link. */
  showThread?: boolean;
  /** A row of a thread: the tree already shows what it replies to. */
  inThread?: boolean;
  ref?: Ref<HTMLElement>;
}

/**
 * A post as people expect it: boost and reply lines, header, content behind
 * its warning, media, poll, event, quote, link card, reactions and actions.
 * Missing posts and placeholders read "This post is unavailable". The
 * viewer's filters for the screen's context (StatusFilterContext) hide a
 * post, fold it behind their titles or cover its media. One the viewer is
 * deleting is hidden.
 */
export function StatusCard({
  id,
  focused = false,
  showThread = false,
  inThread = false,
  ref,
}: StatusCardProps) {
  const wrapper = useAppSelector((s) => selectStatusById(s, id));
  const status = useAppSelector((s) =>
    wrapper?.reblog_id ? selectStatusById(s, wrapper.reblog_id) : wrapper,
  );
  const isDeleting = useAppSelector(
    (s) => status !== undefined && s.statuses.deleting[status.id] === true,
  );
  const filterContext = useContext(StatusFilterContext);
  const verdict = useAppSelector((s) =>
    focused ? null : selectFilterVerdict(s, id, filterContext),
  );
  const [showFiltered, setShowFiltered] = useState(false);
  if (isPlaceholderId(id) || !wrapper || !status) {
    return <StatusNotice ref={ref} />;
  }
  // Being deleted by the viewer: gone at once, back if the server refuses.
  if (isDeleting || verdict?.hide) return null;
  if (verdict && verdict.warn.length > 0 && !showFiltered) {
    return (
      <StatusNotice
        ref={ref}
        filters={verdict.warn}
        onShow={() => setShowFiltered(true)}
      />
    );
  }
  return (
    <Post
      ref={ref}
      status={status}
      boostedBy={wrapper.reblog_id ? wrapper.account_id : null}
      focused={focused}
      showThread={showThread}
      inThread={inThread}
      mediaFilters={verdict?.blur ?? NO_TITLES}
    />
  );
}

const NO_TITLES: readonly string[] = [];

interface PostProps {
  status: StoredStatus;
  boostedBy: string | null;
  focused: boolean;
  showThread: boolean;
  inThread: boolean;
  /** Titles of the blur filters that matched: the media stay covered. */
  mediaFilters: readonly string[];
  ref: Ref<HTMLElement> | undefined;
}

function Post({
  status,
  boostedBy,
  focused,
  showThread,
  inThread,
  mediaFilters,
  ref,
}: PostProps) {
  const labelId = useId();
  return (
    <Article
      ref={ref}
      aria-labelledby={labelId}
      tabIndex={focused ? -1 : undefined}
      data-status-id={status.id}
      $focused={focused}
    >
      <StatusPrepend
        boostedBy={boostedBy}
        status={status}
        showReplyTo={!inThread}
      />
      <StatusHeader status={status} focused={focused} labelId={labelId} />
      <Body $indent={!focused}>
        <StatusBody
          status={status}
          focused={focused}
          mediaFilters={mediaFilters}
        />
        <EmojiReactions status={status} />
        {focused && <StatusStats status={status} />}
        <StatusActions status={status} focused={focused} />
        {showThread && <ThreadLink status={status} />}
      </Body>
    </Article>
  );
}

/** "Show this thread" under a self-reply in a list. */
function ThreadLink({ status }: { status: StoredStatus }) {
  const account = useAppSelector((s) =>
    selectAccountById(s, status.account_id),
  );
  if (!account || status.in_reply_to_account_id !== status.account_id)
    return null;
  return (
    <Note>
      <Link to={paths.status(account.acct, status.id)}>
        <FormattedMessage
          id="status.card.showThread"
          defaultMessage="Show this thread"
        />
      </Link>
    </Note>
  );
}
