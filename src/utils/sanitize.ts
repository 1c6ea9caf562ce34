import createPurifier, { type Config, type DOMPurify } from "dompurify";
import { emojify, type CustomEmoji } from "./emojify";
import { externalLink } from "./safeUrl";

/**
 * Server HTML (status content, bios, field values) is untrusted. Link card
 * `html` is never rendered at all.
 *
 * One engine: DOMPurify, the sanitiser the whole field relies on, removes
 * scripts, event handlers and script URLs, held to the allow-lists below.
 * The browser's HTML Sanitizer API is not used: `Document.parseHTML` with a
 * custom sanitizer crashed Chromium 150's renderer on one line of markup
 * (`<marquee onstart="x">`), and a post can carry any markup. Then `narrow`
 * applies the spec's allow-lists again on its own, so that a DOMPurify
 * bypass still meets an allow-list, and keeps only Mastodon's classes and
 * links the app may open.
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
const KEPT_TAGS = new Set(ALLOWED_TAGS);
const KEPT_ATTRS = new Set(ALLOWED_ATTR);
const HTML_NS = "http://www.w3.org/1999/xhtml";
const SAFE_URL = /^(?:https?|mailto):/i;

const CONFIG: Config = {
  ALLOWED_TAGS,
  // rel only reaches `narrow`, which reads rel="tag" and then replaces it.
  ALLOWED_ATTR: [...ALLOWED_ATTR, "rel"],
  ALLOWED_URI_REGEXP: SAFE_URL,
  ALLOW_DATA_ATTR: false,
  ALLOW_ARIA_ATTR: false,
  // DOMPurify holds other attributes' values to the URL pattern; these are
  // not URLs ("de", "rtl", "no", "tag").
  ADD_URI_SAFE_ATTR: ["lang", "dir", "translate", "rel"],
};

/** Some servers mark hashtags only with rel="tag": keep that as a class before rel is replaced. */
function markTagLink(element: Element): void {
  if (
    element.tagName === "A" &&
    /(^|\s)tag(\s|$)/i.test(element.getAttribute("rel") ?? "")
  )
    element.classList.add("hashtag");
}

/** Allowed classes only; links only as utils/safeUrl.ts allows (and mailto), opened apart. */
function finishAttributes(element: Element): void {
  const classes = element.getAttribute("class");
  if (classes !== null) {
    const kept = classes.split(/\s+/).filter((c) => ALLOWED_CLASSES.has(c));
    if (kept.length > 0) element.setAttribute("class", kept.join(" "));
    else element.removeAttribute("class");
  }
  if (element.tagName !== "A") return;
  const link = externalLink(element.getAttribute("href"), { mailto: true });
  if (link) {
    element.setAttribute("rel", link.rel);
    element.setAttribute("target", link.target);
  } else {
    element.removeAttribute("href");
  }
}

/**
 * Narrows sanitised markup to the allowed tags and attributes, in place, and
 * finishes classes and links. DOMPurify has already unwrapped or removed
 * other elements and comments; any that got past it go here, with their
 * content, since what got past a sanitiser is not text to keep.
 */
export function narrow(root: DocumentFragment): void {
  const walker = root.ownerDocument.createTreeWalker(
    root,
    NodeFilter.SHOW_ELEMENT | NodeFilter.SHOW_COMMENT,
  );
  const nodes: Node[] = [];
  while (walker.nextNode()) nodes.push(walker.currentNode);
  // Children before parents, so a removed element's children are already done.
  for (const node of nodes.reverse()) {
    if (node.nodeType !== Node.ELEMENT_NODE) {
      node.parentNode?.removeChild(node);
      continue;
    }
    const element = node as Element;
    if (
      !KEPT_TAGS.has(element.localName.toLowerCase()) ||
      element.namespaceURI !== HTML_NS
    ) {
      element.remove();
      continue;
    }
    markTagLink(element);
    for (const { name } of [...element.attributes])
      if (!KEPT_ATTRS.has(name)) element.removeAttribute(name);
    finishAttributes(element);
  }
}

/**
 * Trusted Types (issue 21). The production page's policy
 * (`require-trusted-types-for 'script'`, webpack.config.ts) makes Chromium
 * refuse a plain string at every HTML sink (innerHTML, DOMParser, srcdoc,
 * document.write, ...). This module owns the one policy that may turn a
 * string into HTML, `potluck-sanitizer`, and never exports it: it wraps
 * only what DOMPurify parses (inertly) and what `sanitizeHtml` has made.
 * It makes no script URLs and no scripts.
 */
export const SANITIZER_POLICY = "potluck-sanitizer";
/** The `default` policy (see `installDefaultPolicy`). */
export const DEFAULT_POLICY = "default";

/** Chromium's policy (the Trusted Types typings DOMPurify uses). */
type HtmlPolicy = NonNullable<Config["TRUSTED_TYPES_POLICY"]>;
type TrustedHTML = ReturnType<HtmlPolicy["createHTML"]>;

export type SafeHtml = string | TrustedHTML;

interface PolicyFactory {
  createPolicy(
    name: string,
    rules: {
      createHTML: (input: string, type: string, sink: string) => string | null;
      createScriptURL?: (input: string) => string;
    },
  ): HtmlPolicy;
  readonly defaultPolicy: unknown;
}

function trustedTypesOf(): PolicyFactory | undefined {
  return (window as { trustedTypes?: PolicyFactory }).trustedTypes;
}

let policy: HtmlPolicy | null | undefined;

/** The sanitiser's policy; null where the browser has no Trusted Types (then strings do). */
function getPolicy(): HtmlPolicy | null {
  policy ??=
    trustedTypesOf()?.createPolicy(SANITIZER_POLICY, {
      createHTML: (markup: string) => markup,
      // DOMPurify asks for both hooks; no script URL is ever made here.
      createScriptURL: () => "",
    }) ?? null;
  return policy;
}

let purifier: DOMPurify | null = null;

/**
 * A private DOMPurify instance, so no other use of the shared one (its
 * hooks, its `setConfig`) can change what server HTML becomes. Made on first
 * use, so that importing this module needs no window.
 */
function getPurifier(): DOMPurify {
  purifier ??= createPurifier(window);
  return purifier;
}

/** DOMPurify parses through the sanitiser's policy (its own would be a second one). */
function purifierConfig(): Config {
  const own = getPolicy();
  return own ? { TRUSTED_TYPES_POLICY: own } : {};
}

/**
 * DOMPurify, then `narrow`: the untrusted markup as a fragment, with nothing
 * left that runs and nothing outside the allow-lists.
 */
export function sanitizeFragment(html: string): DocumentFragment {
  const fragment = getPurifier().sanitize(html, {
    ...CONFIG,
    ...purifierConfig(),
    RETURN_DOM_FRAGMENT: true,
  });
  narrow(fragment);
  return fragment;
}

/**
 * Markup parsed into a document of its own, to read its text and structure:
 * such a document has no window, so nothing in it runs or loads. Never put
 * its nodes into the page; render its text, or sanitise it.
 */
export function parseInert(html: string): Document {
  const own = getPolicy();
  return new DOMParser().parseFromString(
    (own ? own.createHTML(html) : html) as string,
    "text/html",
  );
}

/**
 * Chromium hands a plain string that reaches an HTML sink to the policy
 * named `default`, if there is one, and refuses it when that returns
 * nothing. Potluck's own code never does this; one library does:
 * react-inlinesvg tests the browser with `innerHTML = "<svg />"`, parses
 * each icon's SVG file with DOMParser and writes an icon's label into its
 * <title> with innerHTML. So the default policy is the sanitiser applied to
 * strings: markup for DOMParser (which runs nothing) comes out sanitised,
 * and markup for any other sink passes only if the sanitiser finds nothing
 * to remove from it. Anything with a script, a handler or a script URL in
 * it, every injection attempt, is refused.
 */
export function installDefaultPolicy(): void {
  const factory = trustedTypesOf();
  if (!factory || factory.defaultPolicy) return;
  const purify = (input: string) =>
    getPurifier().sanitize(input, {
      ...purifierConfig(),
      USE_PROFILES: { html: true, svg: true, svgFilters: true },
    });
  factory.createPolicy(DEFAULT_POLICY, {
    createHTML: (input, _type, sink) => {
      const clean = purify(input);
      if (sink === "DOMParser parseFromString") return clean;
      return getPurifier().removed.length === 0 ? clean : null;
    },
  });
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
): SafeHtml {
  const fragment = sanitizeFragment(html);
  if (options.emojis?.length)
    emojify(fragment, options.emojis, {
      autoPlayGif: options.autoPlayGif ?? true,
    });
  const container = document.createElement("div");
  container.append(fragment);
  const own = getPolicy();
  return own ? own.createHTML(container.innerHTML) : container.innerHTML;
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
  return [...sanitizeFragment(html).querySelectorAll("a")]
    .map((a) => classifyLink(a, mentions))
    .filter((link): link is SpecialLink => link !== null);
}
