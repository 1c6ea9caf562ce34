import type { Config, DOMPurify as Purifier } from "dompurify";
import { emojify, type CustomEmoji } from "./emojify";

/**
 * Server HTML (status content, bios, field values) is untrusted. Link card
 * `html` is never rendered at all.
 *
 * Two engines, one result. Where the browser has the HTML Sanitizer API
 * (`Document.parseHTML`, Chromium 146+, Firefox 148+), the platform removes
 * scripts, event handlers and script URLs; elsewhere (older browsers, jsdom
 * in tests) DOMPurify does, loaded on demand by `loadSanitizer`, so modern
 * browsers never download it. Either way the same pass then narrows the
 * markup to the tags, attributes and classes below (`narrow`): it keeps the
 * text of other elements and drops those whose content is not text.
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
/** Elements removed with their content (DOMPurify's FORBID_CONTENTS). */
const DROPPED_WITH_CONTENT = new Set([
  "annotation-xml",
  "audio",
  "colgroup",
  "desc",
  "foreignobject",
  "head",
  "iframe",
  "math",
  "mi",
  "mn",
  "mo",
  "ms",
  "mtext",
  "noembed",
  "noframes",
  "noscript",
  "object",
  "embed",
  "plaintext",
  "script",
  "style",
  "svg",
  "template",
  "thead",
  "title",
  "video",
  "xmp",
]);
const KEPT_TAGS = new Set(ALLOWED_TAGS);
const KEPT_ATTRS = new Set(ALLOWED_ATTR);
const SAFE_URL = /^(?:https?|mailto):/i;
const FORCED_REL = "nofollow noopener noreferrer";

const CONFIG: Config = {
  ALLOWED_TAGS,
  ALLOWED_ATTR,
  ALLOWED_URI_REGEXP: SAFE_URL,
  ALLOW_DATA_ATTR: false,
  ALLOW_ARIA_ATTR: false,
  // DOMPurify holds other attributes' values to the URL pattern; these are
  // not URLs ("de", "rtl", "no").
  ADD_URI_SAFE_ATTR: ["lang", "dir", "translate"],
};

/** Some servers mark hashtags only with rel="tag": keep that as a class before rel is replaced. */
function markTagLink(element: Element): void {
  if (
    element.tagName === "A" &&
    /(^|\s)tag(\s|$)/i.test(element.getAttribute("rel") ?? "")
  )
    element.classList.add("hashtag");
}

/** Allowed classes only; links only to http(s) and mailto, opened apart. */
function finishAttributes(element: Element): void {
  const classes = element.getAttribute("class");
  if (classes !== null) {
    const kept = classes.split(/\s+/).filter((c) => ALLOWED_CLASSES.has(c));
    if (kept.length > 0) element.setAttribute("class", kept.join(" "));
    else element.removeAttribute("class");
  }
  if (element.tagName !== "A") return;
  if (SAFE_URL.test(element.getAttribute("href") ?? "")) {
    element.setAttribute("rel", FORCED_REL);
    element.setAttribute("target", "_blank");
  } else {
    element.removeAttribute("href");
  }
}

/**
 * Narrows sanitised markup to the allowed tags and attributes, in place:
 * other elements give way to their children, or go with them when their
 * content is not text; comments go.
 */
export function narrow(root: DocumentFragment): void {
  const walker = root.ownerDocument.createTreeWalker(
    root,
    NodeFilter.SHOW_ELEMENT | NodeFilter.SHOW_COMMENT,
  );
  const nodes: Node[] = [];
  while (walker.nextNode()) nodes.push(walker.currentNode);
  // Children before parents: an unwrapped element's children are done.
  for (const node of nodes.reverse()) {
    if (node.nodeType !== Node.ELEMENT_NODE) {
      node.parentNode?.removeChild(node);
      continue;
    }
    const element = node as Element;
    const tag = element.localName.toLowerCase();
    if (!KEPT_TAGS.has(tag) || element.namespaceURI !== HTML_NS) {
      if (DROPPED_WITH_CONTENT.has(tag)) element.remove();
      else element.replaceWith(...element.childNodes);
      continue;
    }
    markTagLink(element);
    for (const { name } of [...element.attributes])
      if (!KEPT_ATTRS.has(name)) element.removeAttribute(name);
    finishAttributes(element);
  }
}

const HTML_NS = "http://www.w3.org/1999/xhtml";

/** Parses and sanitises: the untrusted markup as a fragment of this document. */
type Engine = (html: string) => DocumentFragment;

/** The HTML Sanitizer API's safe parser (not yet in TypeScript's DOM types). */
type ParseHtml = (
  html: string,
  options: { sanitizer: { removeElements: string[] } },
) => Document;

/**
 * The browser's own sanitiser, where it has one. Its safe parsing always
 * removes scripts, frames, event handlers and script URLs; an empty block
 * list keeps every other element, so that `narrow` unwraps them keeping
 * their text, as DOMPurify does (its default list would drop a form or an
 * unknown element with the words inside).
 */
export function platformEngine(): Engine | null {
  if (typeof Document === "undefined") return null;
  const parse: unknown = Reflect.get(Document, "parseHTML");
  if (typeof parse !== "function") return null;
  const parseHtml = parse.bind(Document) as ParseHtml;
  return (html) => {
    const parsed = parseHtml(html, { sanitizer: { removeElements: [] } });
    const fragment = document.createDocumentFragment();
    fragment.append(...parsed.body.childNodes);
    narrow(fragment);
    return fragment;
  };
}

/** DOMPurify, in a private instance so its hooks never leak into other uses. */
export function purifyEngine(createPurifier: Purifier): Engine {
  const instance = createPurifier(window);
  instance.addHook("beforeSanitizeAttributes", markTagLink);
  instance.addHook("afterSanitizeAttributes", finishAttributes);
  return (html) =>
    instance.sanitize(html, { ...CONFIG, RETURN_DOM_FRAGMENT: true });
}

let engine: Engine | null = null;
let loading: Promise<void> | null = null;

/**
 * Makes `sanitizeHtml` ready: at once with the platform's sanitiser, else
 * once DOMPurify's chunk has loaded. The app waits for it before its first
 * screen (main.tsx), as it waits for its messages.
 */
export function loadSanitizer(): Promise<void> {
  if (engine) return Promise.resolve();
  const platform = platformEngine();
  if (platform) {
    engine = platform;
    return Promise.resolve();
  }
  loading ??= import(/* webpackChunkName: "dompurify" */ "dompurify").then(
    ({ default: createPurifier }) => {
      engine = purifyEngine(createPurifier);
    },
  );
  return loading;
}

/** Only the text, escaped: what a sanitiser that has not loaded yet may show. */
function textOnly(html: string): DocumentFragment {
  const template = document.createElement("template");
  template.innerHTML = html;
  const fragment = document.createDocumentFragment();
  fragment.append(template.content.textContent);
  return fragment;
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
  const fragment = engine ? engine(html) : textOnly(html);
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
