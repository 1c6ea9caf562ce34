/** Custom emoji shortcodes (spec 01 section 5). */
import { safeUrl } from "./safeUrl";

/** The emoji fields emojify reads; server emoji objects fit it as they are. */
export interface CustomEmoji {
  shortcode: string;
  url: string;
  static_url: string;
}

export interface EmojifyOptions {
  /** Operator setting: animated `url` when true, else `static_url`. */
  autoPlayGif: boolean;
}

export type EmojiToken = string | { shortcode: string; src: string };

/** A shortcode at the start of the text: only letters, digits, _ - and . between colons. */
const SHORTCODE = /:([\p{L}\p{N}_.-]+):/uy;

function imageSource(
  emoji: CustomEmoji | undefined,
  { autoPlayGif }: EmojifyOptions,
): string | null {
  // Without a static image the shortcode stays text, even when animating.
  const still = safeUrl(emoji?.static_url);
  if (still === null) return null;
  const animated = autoPlayGif ? safeUrl(emoji?.url) : null;
  return animated ?? still;
}

function byShortcode(
  emojis: readonly CustomEmoji[],
): ReadonlyMap<string, CustomEmoji> {
  return new Map(emojis.map((e) => [e.shortcode, e]));
}

function tokenize(
  text: string,
  emojis: ReadonlyMap<string, CustomEmoji>,
  options: EmojifyOptions,
): EmojiToken[] {
  if (text.length < 3 || emojis.size === 0) return [text];
  const tokens: EmojiToken[] = [];
  let plainFrom = 0;
  let at = text.indexOf(":");
  while (at !== -1) {
    SHORTCODE.lastIndex = at;
    const match = SHORTCODE.exec(text);
    const shortcode = match?.[1];
    const src =
      shortcode === undefined
        ? null
        : imageSource(emojis.get(shortcode), options);
    if (match && shortcode !== undefined && src !== null) {
      if (at > plainFrom) tokens.push(text.slice(plainFrom, at));
      tokens.push({ shortcode, src });
      plainFrom = at + match[0].length;
      at = text.indexOf(":", plainFrom);
    } else {
      // The closing colon of a non-emoji may open the next shortcode.
      at = text.indexOf(":", at + 1);
    }
  }
  if (plainFrom < text.length) tokens.push(text.slice(plainFrom));
  return tokens;
}

/** Splits plain text into text and emoji tokens, for rendering as React nodes. */
export function splitShortcodes(
  text: string,
  emojis: readonly CustomEmoji[],
  options: EmojifyOptions,
): EmojiToken[] {
  return tokenize(text, byShortcode(emojis), options);
}

function emojiImage(doc: Document, shortcode: string, src: string) {
  const img = doc.createElement("img");
  img.className = "emojione";
  img.setAttribute("alt", `:${shortcode}:`);
  img.setAttribute("title", `:${shortcode}:`);
  img.setAttribute("src", src);
  img.setAttribute("draggable", "false");
  return img;
}

/**
 * Replaces known shortcodes in the text nodes under `root` with emoji images,
 * in place. Only text nodes are read, so attributes are never touched: run it
 * on sanitised markup (see sanitizeHtml).
 */
export function emojify(
  root: Node,
  emojis: readonly CustomEmoji[],
  options: EmojifyOptions,
): void {
  if (emojis.length === 0) return;
  const map = byShortcode(emojis);
  const doc = root.ownerDocument ?? (root as Document);
  const walker = doc.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  const textNodes: Text[] = [];
  while (walker.nextNode()) textNodes.push(walker.currentNode as Text);
  for (const node of textNodes) {
    const tokens = tokenize(node.data, map, options);
    if (tokens.length === 1 && typeof tokens[0] === "string") continue;
    const fragment = doc.createDocumentFragment();
    for (const token of tokens)
      fragment.append(
        typeof token === "string"
          ? token
          : emojiImage(doc, token.shortcode, token.src),
      );
    node.replaceWith(fragment);
  }
}
