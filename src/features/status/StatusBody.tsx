import { useId, useMemo, useState } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import styled from "styled-components";
import { Button } from "../../components/Button";
import { EmojiText } from "../../components/EmojiText";
import type { StoredStatus } from "../../store/normalize";
import { useAppSelector } from "../../store/hooks";
import { EventSummary } from "./EventSummary";
import { LinkCard } from "./LinkCard";
import { MediaGallery } from "./MediaGallery";
import { QuoteEmbed } from "./QuoteEmbed";
import { selectStatusById } from "../../store/statuses/selectors";
import { pickContent } from "../../utils/statusText";
import { StatusContent } from "./StatusContent";
import { StatusPoll } from "./StatusPoll";
import { TranslationControl } from "./TranslationControl";
import { useStatusConfig } from "../../components/useStatusConfig";
import { useStatusTranslation } from "./useStatusTranslation";

export interface StatusBodyProps {
  status: StoredStatus;
  focused?: boolean;
  /** A quoted post: no link card, and a further quote is only named. */
  compact?: boolean;
  /** Titles of the viewer's blur filters that matched: the media stay covered. */
  mediaFilters?: readonly string[];
}

/** Mastodon sends a quote it will not show (pending, revoked...) without the quoted post. */
const hasQuote = (status: StoredStatus) =>
  status.quote_id !== null || status.quote_state !== "accepted";

/**
 * Whether the quote is drawn (embedded, or explained), so the server's inline
 * "QT: link" can go. A quote the server did not embed (a quote inside a
 * quote) keeps that link: it is the only way to it.
 */
function useQuoteDrawn(status: StoredStatus): boolean {
  const { quote_id: quoteId, quote_state: state } = status;
  const held = useAppSelector(
    (s) => quoteId !== null && selectStatusById(s, quoteId) !== undefined,
  );
  return state !== "accepted" || held;
}

/** The text in the reader's language, or its machine translation once asked for. */
function useReaderText(status: StoredStatus) {
  const { locale } = useIntl();
  const { content, content_map, language } = status;
  const choice = useMemo(
    () => pickContent(content, content_map, language, locale),
    [content, content_map, language, locale],
  );
  const translation = useStatusTranslation(status, choice.language);
  const shown = translation.phase === "shown" ? translation.translation : null;
  return {
    translation,
    html: shown?.content ?? choice.html,
    language: shown ? shown.language : choice.language,
    spoiler:
      shown && shown.spoiler_text !== ""
        ? shown.spoiler_text
        : status.spoiler_text.trim(),
  };
}

/**
 * Content warning, text, translation, media, poll, event, quote and link card.
 * A content warning folds away everything but the media, which keeps its own
 * sensitive cover.
 */
export function StatusBody({
  status,
  focused = false,
  compact = false,
  mediaFilters,
}: StatusBodyProps) {
  const contentId = useId();
  const text = useReaderText(status);
  const quoteDrawn = useQuoteDrawn(status);
  const { expandSpoilers } = useStatusConfig();
  const [expanded, setExpanded] = useState(
    expandSpoilers || status.spoiler_text.trim() === "",
  );
  return (
    <>
      {text.spoiler !== "" && (
        <SpoilerBar
          text={text.spoiler}
          status={status}
          expanded={expanded}
          controls={contentId}
          onToggle={() => setExpanded(!expanded)}
        />
      )}
      {expanded && (
        <Folded id={contentId}>
          <StatusContent
            status={status}
            html={text.html}
            language={text.language}
            focused={focused}
            hideQuoteInline={quoteDrawn}
          />
          {!compact && <TranslationControl translation={text.translation} />}
        </Folded>
      )}
      {status.media_attachments.length > 0 && (
        <MediaGallery
          status={status}
          compact={compact}
          filters={mediaFilters}
        />
      )}
      {expanded && <Extras status={status} compact={compact} />}
    </>
  );
}

interface SpoilerBarProps {
  text: string;
  status: StoredStatus;
  expanded: boolean;
  /** The id of the folded content. */
  controls: string;
  onToggle: () => void;
}

function SpoilerBar({
  text,
  status,
  expanded,
  controls,
  onToggle,
}: SpoilerBarProps) {
  const { autoPlayGif } = useStatusConfig();
  return (
    <Spoiler>
      <SpoilerText lang={status.language ?? undefined}>
        <EmojiText
          text={text}
          emojis={status.emojis}
          autoPlayGif={autoPlayGif}
        />
      </SpoilerText>
      <Button
        variant="secondary"
        size="sm"
        aria-expanded={expanded}
        aria-controls={expanded ? controls : undefined}
        onClick={onToggle}
      >
        {expanded ? (
          <FormattedMessage
            id="status.body.showLess"
            defaultMessage="Show less"
          />
        ) : (
          <FormattedMessage
            id="status.body.showMore"
            defaultMessage="Show more"
          />
        )}
      </Button>
    </Spoiler>
  );
}

/** A quoted post's body inside its embed. */
function quotedBody(quoted: StoredStatus) {
  return <StatusBody status={quoted} compact />;
}

/** Poll, event, quote, and the link card when nothing richer shows the link. */
function Extras({
  status,
  compact,
}: {
  status: StoredStatus;
  compact: boolean;
}) {
  const quoted = hasQuote(status);
  const card = status.card;
  const showCard = card && status.media_attachments.length === 0 && !quoted;
  return (
    <>
      {status.poll_id !== null && (
        <StatusPoll pollId={status.poll_id} status={status} />
      )}
      {status.event && <EventSummary status={status} />}
      {quoted && (
        <QuoteEmbed status={status} nested={compact} renderBody={quotedBody} />
      )}
      {showCard && !compact && <LinkCard card={card} />}
    </>
  );
}

const Spoiler = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
`;

const SpoilerText = styled.p`
  flex: 1;
  min-inline-size: 0;
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  overflow-wrap: anywhere;

  .emojione {
    inline-size: 1.3em;
    block-size: 1.3em;
    vertical-align: middle;
  }
`;

const Folded = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
`;
