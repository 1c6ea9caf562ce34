import DOMPurify, { type Config, type DOMPurify as Purifier } from "dompurify";
import { emojify, type CustomEmoji } from "./emojify";

/**
 * Server HTML (status content, bios, field values) is untrusted. Link card
 * `html` is never rendered at all.
 */

const ALLOWED_TAGS = [
  "p",
  "br",
  "a",
  "span",
  "strong",
  "b",
  "em",
  "i",
  "u",
  "s",
  "del",
  "code",
  "pre",
  "blockquote",
  "ul",
  "ol",
  "li",
  "h1",
  "h2",
  "h3",
  "h4",
  "h5",
  "h6",
];
const ALLOWED_ATTR = ["href", "class", "title", "lang", "dir", "translate"];
/** Mastodon's microformat and link-shortening classes; everything else is dropped. */
const ALLOWED_CLASSES = new Set([
  "mention",
  "hashtag",
  "invisible",
  "ellipsis",
  "h-card",
  "u-url",
  "quote-inline",
]);
const SAFE_URL = /^(?:https?|mailto):/i;
const FORCED_REL = "nofollow noopener noreferrer";

const CONFIG: Config = {
  ALLOWED_TAGS,
  ALLOWED_ATTR,
  ALLOWED_URI_REGEXP: SAFE_URL,
  ALLOW_DATA_ATTR: false,
  ALLOW_ARIA_ATTR: false,
};

let purifier: Purifier | undefined;

/** A private DOMPurify instance, so these hooks never leak into other uses. */
function getPurifier(): Purifier {
  if (purifier) return purifier;
  const instance = DOMPurify(window);
  instance.addHook("beforeSanitizeAttributes", (node) => {
    // Some servers mark hashtags only with rel="tag"; keep that as a class
    // before rel is replaced below.
    if (
      node.tagName === "A" &&
      /(^|\s)tag(\s|$)/i.test(node.getAttribute("rel") ?? "")
    )
      node.classList.add("hashtag");
  });
  instance.addHook("afterSanitizeAttributes", (node) => {
    const classes = node.getAttribute("class");
    if (classes !== null) {
      const kept = classes.split(/\s+/).filter((c) => ALLOWED_CLASSES.has(c));
      if (kept.length > 0) node.setAttribute("class", kept.join(" "));
      else node.removeAttribute("class");
    }
    if (node.tagName !== "A") return;
    if (SAFE_URL.test(node.getAttribute("href") ?? "")) {
      node.setAttribute("rel", FORCED_REL);
      node.setAttribute("target", "_blank");
    } else {
      node.removeAttribute("href");
    }
  });
  purifier = instance;
  return instance;
}

export interface SanitizeOptions {
  /** Custom emoji to render in text (spec 01 section 5). */
  emojis?: readonly CustomEmoji[];
  autoPlayGif?: boolean;
}

/**
 * Sanitises server HTML for `dangerouslySetInnerHTML`, then renders custom
 * emoji in its text nodes. The result is the only HTML the app may inject.
 */
export function sanitizeHtml(
  html: string,
  options: SanitizeOptions = {},
): string {
  const fragment = getPurifier().sanitize(html, {
    ...CONFIG,
    RETURN_DOM_FRAGMENT: true,
  });
  if (options.emojis?.length)
    emojify(fragment, options.emojis, {
      autoPlayGif: options.autoPlayGif ?? true,
    });
  const container = document.createElement("div");
  container.append(fragment);
  return container.innerHTML;
}

/** A mentioned account as the server lists it on a status. */
export interface MentionRef {
  url: string;
  acct: string;
}

export type SpecialLink =
  { type: "mention"; acct: string } | { type: "hashtag"; tag: string };

function acctFromLink(anchor: HTMLAnchorElement): string | null {
  const username = anchor.textContent.trim().replace(/^@/, "");
  if (!username) return null;
  if (username.includes("@")) return username;
  try {
    return `${username}@${new URL(anchor.href).host}`;
  } catch {
    return username;
  }
}

function tagFromLink(anchor: HTMLAnchorElement): string | null {
  const text = anchor.textContent.trim().replace(/^#/, "");
  if (text) return text;
  const segment = /\/tags\/([^/?#]+)/.exec(anchor.href)?.[1];
  return segment ? decodeURIComponent(segment) : null;
}

/**
 * Whether a sanitised link is a mention or a hashtag, so the app can route
 * inside. Mentions resolve through the status's mention list (by URL), else
 * from the link text and host.
 */
export function classifyLink(
  anchor: HTMLAnchorElement,
  mentions: readonly MentionRef[] = [],
): SpecialLink | null {
  const href = anchor.getAttribute("href");
  if (href === null) return null;
  if (anchor.classList.contains("hashtag")) {
    const tag = tagFromLink(anchor);
    return tag ? { type: "hashtag", tag } : null;
  }
  const known = mentions.find((m) => m.url === href);
  if (known) return { type: "mention", acct: known.acct };
  if (!anchor.classList.contains("mention")) return null;
  const acct = acctFromLink(anchor);
  return acct ? { type: "mention", acct } : null;
}

/** The mentions and hashtags linked in server HTML, in document order. */
export function extractSpecialLinks(
  html: string,
  mentions: readonly MentionRef[] = [],
): SpecialLink[] {
  const container = document.createElement("div");
  container.innerHTML = sanitizeHtml(html);
  return [...container.querySelectorAll("a")]
    .map((a) => classifyLink(a, mentions))
    .filter((link): link is SpecialLink => link !== null);
}
