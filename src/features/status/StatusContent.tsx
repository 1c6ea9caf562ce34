import { useNavigate } from "react-router-dom";
import styled from "styled-components";
import { RichText } from "../../components/RichText";
import type { StoredStatus } from "../../store/normalize";
import { paths } from "../../utils/paths";
import { useStatusConfig } from "../../components/useStatusConfig";
import { useLinkedStatusCard } from "./useLinkedStatusCard";

export interface StatusContentProps {
  status: StoredStatus;
  /** The HTML to show: the post's, its reader-language version or a translation. */
  html: string;
  language: string | null;
  focused?: boolean;
  /** A quote is shown as an embed, so the server's inline "QT: link" goes. */
  hideQuoteInline?: boolean;
}

/**
 * The post's text: sanitised, custom emoji rendered, mentions and hashtags
 * routed inside the app (modified clicks still open the server's page), and
 * links to posts the app knows with the status hover card.
 */
export function StatusContent({
  status,
  html,
  language,
  focused = false,
  hideQuoteInline = false,
}: StatusContentProps) {
  const navigate = useNavigate();
  const { autoPlayGif } = useStatusConfig();
  const linked = useLinkedStatusCard(status.mentions);
  if (html.trim() === "") return null;
  return (
    <>
      <Text
        html={html}
        emojis={status.emojis}
        mentions={status.mentions}
        autoPlayGif={autoPlayGif}
        lang={language ?? undefined}
        onMentionClick={(acct) => void navigate(paths.account(acct))}
        onHashtagClick={(tag) => void navigate(paths.tag(tag))}
        $focused={focused}
        $hideQuoteInline={hideQuoteInline}
        {...linked.handlers}
      />
      {linked.layer}
    </>
  );
}

const Text = styled(RichText)<{ $focused: boolean; $hideQuoteInline: boolean }>`
  font-size: ${({ theme, $focused }) => ($focused ? theme.fontSizes.lg : "inherit")};

  .emojione {
    display: inline-block;
    inline-size: 1.3em;
    block-size: 1.3em;
    margin: -0.2em 0.05em 0;
    vertical-align: middle;
    object-fit: contain;
  }

  .quote-inline {
    display: ${({ $hideQuoteInline }) => ($hideQuoteInline ? "none" : "inline")};
  }
`;
