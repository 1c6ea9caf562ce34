import type { ReactNode } from "react";
import { defineMessages, FormattedMessage } from "react-intl";
import { Link } from "react-router-dom";
import styled from "styled-components";
import { Icon } from "../../components/Icon";
import quoteIcon from "../../components/icons/quote.svg";
import type { QuoteState } from "../../api/schemas/quote";
import { selectAccountById } from "../../store/accounts/selectors";
import type { StoredStatus } from "../../store/normalize";
import { useAppSelector } from "../../store/hooks";
import { paths } from "../../utils/paths";
import { selectStatusById } from "../../store/statuses/selectors";
import { Inset, Note, Placeholder } from "./StatusCard.styles";
import { StatusHeader } from "./StatusHeader";
import { StatusHoverCard } from "./StatusHoverCard";

const stateMessages = defineMessages({
  pending: {
    id: "status.quote.pending",
    defaultMessage: "This quote is waiting for the quoted author's approval.",
  },
  rejected: {
    id: "status.quote.rejected",
    defaultMessage: "The quoted author declined to be quoted here.",
  },
  revoked: {
    id: "status.quote.revoked",
    defaultMessage: "The quoted author removed this quote.",
  },
  deleted: {
    id: "status.quote.deleted",
    defaultMessage: "The quoted post was deleted.",
  },
  unauthorized: {
    id: "status.quote.unauthorized",
    defaultMessage: "You are not allowed to see the quoted post.",
  },
  unavailable: {
    id: "status.quote.unavailable",
    defaultMessage: "The quoted post is unavailable.",
  },
});

export interface QuoteEmbedProps {
  /** The quoting post. */
  status: StoredStatus;
  /** Inside a quoted post already: the quote is only named, never nested further. */
  nested?: boolean;
  /**
   * The quoted post's body, compact. StatusBody, which renders this embed,
   * passes itself, so that neither module imports the other.
   */
  renderBody: (quoted: StoredStatus) => ReactNode;
}

/**
 * The quoted post as a compact card, or why it cannot be shown (spec 01
 * section 4: pending, rejected, revoked, deleted, unauthorized).
 */
export function QuoteEmbed({
  status,
  nested = false,
  renderBody,
}: QuoteEmbedProps) {
  const quoted = useAppSelector((s) =>
    status.quote_id === null ? undefined : selectStatusById(s, status.quote_id),
  );
  const state: QuoteState | "unavailable" =
    status.quote_state !== "accepted"
      ? status.quote_state
      : quoted
        ? "accepted"
        : "unavailable";
  // Not embedded by the server: the text's own "QT:" link stands in for it.
  if (state === "unavailable" && nested) return null;
  if (state !== "accepted" || !quoted) {
    return (
      <Placeholder>
        <FormattedMessage
          {...stateMessages[state === "accepted" ? "unavailable" : state]}
        />
      </Placeholder>
    );
  }
  if (nested) return <QuoteLink quoted={quoted} />;
  return (
    <Quote as="blockquote">
      <StatusHeader status={quoted} compact />
      {renderBody(quoted)}
    </Quote>
  );
}

/** A quote inside a quote: a link to it, as the reference clients do. */
function QuoteLink({ quoted }: { quoted: StoredStatus }) {
  const account = useAppSelector((s) =>
    selectAccountById(s, quoted.account_id),
  );
  if (!account) return null;
  return (
    <Note>
      <Icon src={quoteIcon} size={14} />
      <StatusHoverCard statusId={quoted.id}>
        <Link to={paths.status(account.acct, quoted.id)}>
          <FormattedMessage
            id="status.quote.link"
            defaultMessage="Quoted a post by @{acct}"
            values={{ acct: account.acct }}
          />
        </Link>
      </StatusHoverCard>
    </Note>
  );
}

const Quote = styled(Inset)`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  margin: 0;
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;
