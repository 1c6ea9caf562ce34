import { FormattedMessage } from "react-intl";
import styled from "styled-components";
import { Button } from "../../components/Button";
import { selectAccountById } from "../../store/accounts/selectors";
import type { ComposeDraft } from "../../store/compose/draft";
import { selectGroupById } from "../../store/groups/selectors";
import { useAppSelector } from "../../store/hooks";
import { selectStatusById } from "../../store/statuses/selectors";
import type { DraftChanges } from "../../store/compose/slice";
import { excerpt, htmlToText } from "../../utils/statusText";

export interface ComposeContextProps {
  draft: ComposeDraft;
  change: (changes: DraftChanges) => void;
  onCancelEdit: () => void;
}

/** What the post answers, quotes or edits, each with a way out. */
export function ComposeContext({
  draft,
  change,
  onCancelEdit,
}: ComposeContextProps) {
  return (
    <>
      {draft.editingId && (
        <Banner>
          <FormattedMessage
            id="compose.context.editing"
            defaultMessage="Editing your post"
          />
          <Button variant="link" size="sm" onClick={onCancelEdit}>
            <FormattedMessage
              id="compose.context.cancelEdit"
              defaultMessage="Cancel editing"
            />
          </Button>
        </Banner>
      )}
      {draft.scheduledId && (
        <Banner>
          <FormattedMessage
            id="compose.context.editingScheduled"
            defaultMessage="Editing a scheduled post: sending it schedules it anew and deletes the old one."
          />
          <Button variant="link" size="sm" onClick={onCancelEdit}>
            <FormattedMessage
              id="compose.context.cancelEdit"
              defaultMessage="Cancel editing"
            />
          </Button>
        </Banner>
      )}
      {draft.groupId && !draft.editingId && (
        <GroupBanner
          id={draft.groupId}
          onRemove={() => change({ groupId: null })}
        />
      )}
      {draft.inReplyToId && !draft.editingId && (
        <Context
          id={draft.inReplyToId}
          kind="reply"
          onRemove={() => change({ inReplyToId: null })}
        />
      )}
      {draft.quoteId && !draft.editingId && (
        <Context
          id={draft.quoteId}
          kind="quote"
          onRemove={() => change({ quoteId: null })}
        />
      )}
    </>
  );
}

/** The group a new post goes to, with a way to post it outside the group. */
function GroupBanner({ id, onRemove }: { id: string; onRemove: () => void }) {
  const group = useAppSelector((state) => selectGroupById(state, id));
  return (
    <Banner>
      <FormattedMessage
        id="compose.context.group"
        defaultMessage="Posting to {group}"
        values={{ group: group?.display_name ?? "" }}
      />
      <Button variant="link" size="sm" onClick={onRemove}>
        <FormattedMessage
          id="compose.context.leaveGroup"
          defaultMessage="Post outside the group"
        />
      </Button>
    </Banner>
  );
}

interface ContextProps {
  id: string;
  kind: "reply" | "quote";
  onRemove: () => void;
}

function Context({ id, kind, onRemove }: ContextProps) {
  const status = useAppSelector((state) => selectStatusById(state, id));
  const author = useAppSelector((state) =>
    status ? selectAccountById(state, status.account_id) : undefined,
  );
  const acct = author?.acct ?? "";
  const text = status
    ? excerpt(status.spoiler_text || htmlToText(status.content), 140)
    : "";
  return (
    <Banner as="figure">
      <figcaption>
        {kind === "reply" ? (
          <FormattedMessage
            id="compose.context.replyingTo"
            defaultMessage="Replying to @{acct}"
            values={{ acct }}
          />
        ) : (
          <FormattedMessage
            id="compose.context.quoting"
            defaultMessage="Quoting @{acct}"
            values={{ acct }}
          />
        )}
      </figcaption>
      {text && <Quote>{text}</Quote>}
      <Button variant="link" size="sm" onClick={onRemove}>
        {kind === "reply" ? (
          <FormattedMessage
            id="compose.context.removeReply"
            defaultMessage="Do not reply"
          />
        ) : (
          <FormattedMessage
            id="compose.context.removeQuote"
            defaultMessage="Do not quote"
          />
        )}
      </Button>
    </Banner>
  );
}

const Banner = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  padding: ${({ theme }) => theme.space.sm};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-inline-start: 3px solid ${({ theme }) => theme.colors.primary};
  border-radius: ${({ theme }) => theme.radii.sm};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Quote = styled.blockquote`
  flex-basis: 100%;
  margin: 0;
  color: ${({ theme }) => theme.colors.mutedText};
`;
