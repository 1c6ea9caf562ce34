import { FormattedMessage } from "react-intl";
import { Link } from "react-router-dom";
import { EmojiText } from "../../components/EmojiText";
import { Icon } from "../../components/Icon";
import repeatIcon from "../../components/icons/repeat.svg";
import replyIcon from "../../components/icons/reply.svg";
import { selectAccountById } from "../../store/accounts/selectors";
import type { StoredStatus } from "../../store/normalize";
import { useAppSelector } from "../../store/hooks";
import { paths } from "../../utils/paths";
import { AuthorLink } from "./AuthorLink";
import { Note } from "./StatusCard.styles";
import { StatusHoverCard } from "./StatusHoverCard";
import { useStatusConfig } from "../../components/useStatusConfig";

export interface StatusPrependProps {
  /** The account that boosted the post, when it reached the list as a boost. */
  boostedBy?: string | null;
  /** The post shown: its reply-to line is drawn when `showReplyTo`. */
  status: StoredStatus;
  showReplyTo: boolean;
}

/** The lines above a post: "X boosted" and "Replying to @y". */
export function StatusPrepend({
  boostedBy,
  status,
  showReplyTo,
}: StatusPrependProps) {
  return (
    <>
      {boostedBy && <BoostLine accountId={boostedBy} />}
      {showReplyTo && status.in_reply_to_id !== null && (
        <ReplyLine status={status} />
      )}
    </>
  );
}

function BoostLine({ accountId }: { accountId: string }) {
  const account = useAppSelector((s) => selectAccountById(s, accountId));
  const { autoPlayGif } = useStatusConfig();
  if (!account) return null;
  const name = account.display_name.trim() || account.username;
  return (
    <Note>
      <Icon src={repeatIcon} size={14} />
      <FormattedMessage
        id="status.prepend.boosted"
        defaultMessage="{name} boosted"
        values={{
          name: (
            <AuthorLink
              key="name"
              accountId={account.id}
              acct={account.acct}
              title={name}
            >
              <bdi>
                <EmojiText
                  text={name}
                  emojis={account.emojis}
                  autoPlayGif={autoPlayGif}
                />
              </bdi>
            </AuthorLink>
          ),
        }}
      />
    </Note>
  );
}

/** The replied-to account: the store's copy, else the mention servers list first. */
function useRepliedToAcct(status: StoredStatus): string | null {
  const accountId = status.in_reply_to_account_id;
  const account = useAppSelector((s) =>
    accountId === null ? undefined : selectAccountById(s, accountId),
  );
  if (account) return account.acct;
  return status.mentions.find((m) => m.id === accountId)?.acct ?? null;
}

function ReplyLine({ status }: { status: StoredStatus }) {
  const acct = useRepliedToAcct(status);
  const parentId = status.in_reply_to_id;
  if (parentId === null) return null;
  return (
    <Note>
      <Icon src={replyIcon} size={14} />
      {acct === null ? (
        <FormattedMessage
          id="status.prepend.replyUnknown"
          defaultMessage="Reply to a post"
        />
      ) : (
        <FormattedMessage
          id="status.prepend.replyingTo"
          defaultMessage="Replying to <link>@{acct}</link>"
          values={{
            acct,
            link: (chunks) => (
              <StatusHoverCard key="link" statusId={parentId}>
                <Link to={paths.status(acct, parentId)} title={`@${acct}`}>
                  <bdi>{chunks}</bdi>
                </Link>
              </StatusHoverCard>
            ),
          }}
        />
      )}
    </Note>
  );
}
