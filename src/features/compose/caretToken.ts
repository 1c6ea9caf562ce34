/** What the writer is typing at the caret: a mention or a hashtag in the making. */
export interface CaretToken {
  sigil: "@" | "#";
  /** The text after the sigil, up to the caret. */
  query: string;
  /** Where the token starts (the sigil) and ends (the caret), in the text. */
  start: number;
  end: number;
}

/** Autocomplete starts from this many characters after the sigil (as Mastodon does). */
export const MIN_QUERY = 2;

const TOKEN = /(?:^|[\s(])([@#])([\p{L}\p{N}_.@-]*)$/u;

/** The mention or hashtag the caret sits at the end of, or null. */
export function tokenAt(text: string, caret: number): CaretToken | null {
  const before = text.slice(0, caret);
  const match = TOKEN.exec(before);
  if (!match) return null;
  const sigil = match[1] === "#" ? "#" : "@";
  const query = match[2] ?? "";
  // A hashtag has no @ or dot in it; a finished mention is not re-opened.
  if (sigil === "#" && /[@.-]/.test(query)) return null;
  if (query.length < MIN_QUERY) return null;
  return { sigil, query, start: caret - query.length - 1, end: caret };
}

/** The text with the token replaced by `@acct ` or `#tag `, and where the caret goes. */
export function insertCompletion(
  text: string,
  token: CaretToken,
  completion: string,
): { text: string; caret: number } {
  const inserted = `${token.sigil}${completion} `;
  const rest = text.slice(token.end).replace(/^ /, "");
  return {
    text: text.slice(0, token.start) + inserted + rest,
    caret: token.start + inserted.length,
  };
}

/** The text with `insert` put at the caret (an emoji), spaced from a word before it. */
export function insertAt(
  text: string,
  caret: number,
  insert: string,
): { text: string; caret: number } {
  const before = text.slice(0, caret);
  const spaced = before === "" || /\s$/.test(before) ? insert : ` ${insert}`;
  return {
    text: before + spaced + text.slice(caret),
    caret: caret + spaced.length,
  };
}
