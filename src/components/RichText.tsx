import {
  useMemo,
  type FocusEventHandler,
  type MouseEvent,
  type PointerEventHandler,
} from "react";
import styled from "styled-components";
import type { CustomEmoji } from "../utils/emojify";
import { classifyLink, sanitizeHtml, type MentionRef } from "../utils/sanitize";

export interface RichTextProps {
  /** Server HTML (status content, bio, field value). Sanitised here. */
  html: string;
  emojis?: readonly CustomEmoji[];
  /** The status's mentions, to resolve mention links to an acct. */
  mentions?: readonly MentionRef[];
  autoPlayGif: boolean;
  /** Plain clicks on a mention link; the default navigation is prevented. */
  onMentionClick?: (acct: string) => void;
  /** Plain clicks on a hashtag link (tag without '#'); the default navigation is prevented. */
  onHashtagClick?: (tag: string) => void;
  lang?: string;
  className?: string;
  /** Delegated from the links inside (a hover card on some of them). */
  onPointerOver?: PointerEventHandler<HTMLDivElement>;
  onPointerOut?: PointerEventHandler<HTMLDivElement>;
  onFocus?: FocusEventHandler<HTMLDivElement>;
  onBlur?: FocusEventHandler<HTMLDivElement>;
}

function isPlainClick(event: MouseEvent) {
  return (
    event.button === 0 &&
    !event.ctrlKey &&
    !event.metaKey &&
    !event.shiftKey &&
    !event.altKey
  );
}

/**
 * Sanitised, emojified server HTML. Plain clicks on mention and hashtag links
 * go to the parent so the app can route inside; other links, and modified
 * clicks, open as links do.
 */
export function RichText({
  html,
  emojis,
  mentions,
  autoPlayGif,
  onMentionClick,
  onHashtagClick,
  lang,
  className,
  onPointerOver,
  onPointerOut,
  onFocus,
  onBlur,
}: RichTextProps) {
  const safeHtml = useMemo(
    () => sanitizeHtml(html, { emojis, autoPlayGif }),
    [html, emojis, autoPlayGif],
  );

  const handleClick = (event: MouseEvent<HTMLDivElement>) => {
    if (!isPlainClick(event) || !(event.target instanceof Element)) return;
    const anchor = event.target.closest("a");
    if (!anchor || !event.currentTarget.contains(anchor)) return;
    const link = classifyLink(anchor, mentions);
    if (link?.type === "mention" && onMentionClick) {
      event.preventDefault();
      onMentionClick(link.acct);
    } else if (link?.type === "hashtag" && onHashtagClick) {
      event.preventDefault();
      onHashtagClick(link.tag);
    }
  };

  return (
    // Delegated: the clicks come from the links inside, which are focusable
    // and keyboard-activated; the wrapper itself is not interactive.
    <Content
      className={className}
      lang={lang}
      dir="auto"
      onClick={handleClick}
      onPointerOver={onPointerOver}
      onPointerOut={onPointerOut}
      onFocus={onFocus}
      onBlur={onBlur}
      dangerouslySetInnerHTML={{ __html: safeHtml }}
    />
  );
}

const Content = styled.div`
  overflow-wrap: anywhere;

  p + p,
  p + ul,
  p + ol,
  p + blockquote,
  p + pre {
    margin-block-start: ${({ theme }) => theme.space.md};
  }

  h1,
  h2,
  h3,
  h4,
  h5,
  h6 {
    font-size: inherit;
    font-weight: ${({ theme }) => theme.fontWeights.bold};
  }

  ul,
  ol {
    padding-inline-start: ${({ theme }) => theme.space.xl};
  }

  blockquote {
    padding-inline-start: ${({ theme }) => theme.space.md};
    border-inline-start: 3px solid ${({ theme }) => theme.colors.border};
    color: ${({ theme }) => theme.colors.mutedText};
  }

  code,
  pre {
    font-family: ${({ theme }) => theme.fonts.mono};
    font-size: 0.9em;
  }

  pre {
    overflow-x: auto;
    padding: ${({ theme }) => theme.space.sm};
    border-radius: ${({ theme }) => theme.radii.sm};
    background: ${({ theme }) => theme.colors.surfaceHover};
  }

  /*
   * Links inside text are underlined, not told apart by colour alone (WCAG
   * 1.4.1; the link colour is only about 2.7:1 against the body text). The
   * line is kept light so mention-heavy posts stay calm, and firms on hover.
   */
  a {
    color: ${({ theme }) => theme.colors.link};
    text-decoration: underline;
    text-decoration-thickness: 1px;
    text-decoration-color: color-mix(in srgb, currentColor 50%, transparent);
    text-underline-offset: 0.2em;
  }

  a:hover {
    text-decoration-color: currentColor;
  }

  /* Mastodon shortens long URLs with these two classes. */
  .invisible {
    position: absolute;
    inline-size: 0;
    block-size: 0;
    overflow: hidden;
    font-size: 0;
    line-height: 0;
  }

  .ellipsis::after {
    content: "…";
  }
`;
