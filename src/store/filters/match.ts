import type { FilterContext } from "../../api/endpoints/filters";
import type { Filter, FilterKeyword } from "../../api/schemas/filter";
import type { StoredFilterResult } from "../statusShape";

/**
 * Which of the viewer's filters a post matches, and what that does to it
 * (spec 01 section 4), as Mastodon decides: a filter applies in its contexts
 * until it expires; it matches a post by a keyword in the post's text
 * (content warning, text, poll options, media descriptions) or by naming the
 * post (or the post a boost boosts). Where the server sent its own results
 * (`filtered`), a result counts while the filter still holds what matched;
 * the client matches the filters as they are now besides, which covers
 * servers that send no results (v1 filters, Pleroma), streamed posts, and
 * filters changed since the post was fetched.
 */

/** What the matching filters do to a post in one context. */
export interface FilterVerdict {
  /** A hide filter matched: the post is not shown at all. */
  hide: boolean;
  /** Titles of the matching warn filters: the post folds behind them. */
  warn: readonly string[];
  /** Titles of the matching blur filters: its media stay covered. */
  blur: readonly string[];
}

/** The post as matched: the displayed status, with its text. */
export interface MatchedPost {
  /** The displayed status (the boosted one for a boost). */
  id: string;
  /** The boost's own id, when the post came as a boost. */
  boostId: string | null;
  /** Content warning, text, poll options and media descriptions. */
  text: string;
  /** The server's results on the status (and on the boost). */
  results: readonly StoredFilterResult[];
}

/** What decides a filter's effect, shared by loaded filters and server results. */
interface Rule {
  id: string;
  title: string;
  context: readonly string[];
  filter_action: Filter["filter_action"];
  expires_at: string | null;
}

const WORD_START = /^[\p{L}\p{N}_]/u;
const WORD_END = /[\p{L}\p{N}_]$/u;
const NOT_WORD_BEFORE = "(?<![\\p{L}\\p{N}_])";
const NOT_WORD_AFTER = "(?![\\p{L}\\p{N}_])";

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&");
}

/**
 * A keyword as a pattern. A whole-word keyword must not touch a letter,
 * digit or underscore on a side where it starts or ends with one, as
 * Mastodon's `\b` on word edges does (here for every script, not ASCII only).
 */
export function keywordPattern({ keyword, whole_word }: FilterKeyword): string {
  const escaped = escapeRegExp(keyword);
  if (!whole_word) return escaped;
  const before = WORD_START.test(keyword) ? NOT_WORD_BEFORE : "";
  const after = WORD_END.test(keyword) ? NOT_WORD_AFTER : "";
  return `${before}${escaped}${after}`;
}

const patterns = new WeakMap<Filter, RegExp | null>();

/** One case-insensitive pattern for all of a filter's keywords, or null without any. */
function filterPattern(filter: Filter): RegExp | null {
  const known = patterns.get(filter);
  if (known !== undefined) return known;
  const pattern =
    filter.keywords.length === 0
      ? null
      : new RegExp(filter.keywords.map(keywordPattern).join("|"), "iu");
  patterns.set(filter, pattern);
  return pattern;
}

export function isExpired(
  filter: { expires_at: string | null },
  now: number,
): boolean {
  return filter.expires_at !== null && Date.parse(filter.expires_at) <= now;
}

function applies(rule: Rule, context: FilterContext, now: number): boolean {
  return rule.context.includes(context) && !isExpired(rule, now);
}

const lower = (text: string) => text.toLocaleLowerCase();

/** A server result still stands: its filter still holds a keyword or post it matched. */
function resultStands(result: StoredFilterResult, filter: Filter): boolean {
  const keywords = new Set(filter.keywords.map((k) => lower(k.keyword)));
  const statuses = new Set(filter.statuses.map((s) => s.status_id));
  return (
    result.keyword_matches.some((k) => keywords.has(lower(k))) ||
    result.status_matches.some((id) => statuses.has(id))
  );
}

function matchesNow(post: MatchedPost, filter: Filter): boolean {
  if (
    filter.statuses.some(
      (s) => s.status_id === post.id || s.status_id === post.boostId,
    )
  ) {
    return true;
  }
  if (filterPattern(filter)?.test(post.text)) return true;
  return post.results.some(
    (result) => result.filter_id === filter.id && resultStands(result, filter),
  );
}

function verdictOf(rules: readonly Rule[]): FilterVerdict | null {
  if (rules.length === 0) return null;
  const titles = (action: Rule["filter_action"]) =>
    rules.filter((r) => r.filter_action === action).map((r) => r.title);
  return {
    hide: rules.some((r) => r.filter_action === "hide"),
    warn: titles("warn"),
    blur: titles("blur"),
  };
}

/**
 * The verdict on a post in `context` at `now`: from the viewer's filters when
 * they are loaded (`filters`), else from the server's results alone. Null
 * when nothing applies.
 */
export function judgePost(
  post: MatchedPost,
  filters: readonly Filter[] | null,
  context: FilterContext,
  now: number,
): FilterVerdict | null {
  if (filters === null) {
    const seen = new Set<string>();
    const rules = post.results
      .map((result): Rule => ({ ...result, id: result.filter_id }))
      .filter((rule) => {
        if (seen.has(rule.id)) return false;
        seen.add(rule.id);
        return applies(rule, context, now);
      });
    return verdictOf(rules);
  }
  return verdictOf(
    filters.filter(
      (filter) => applies(filter, context, now) && matchesNow(post, filter),
    ),
  );
}

const ENTITIES: Readonly<Record<string, string>> = {
  amp: "&",
  lt: "<",
  gt: ">",
  quot: '"',
  apos: "'",
  nbsp: " ",
};

function decodeEntity(entity: string, name: string): string {
  if (name.startsWith("#")) {
    const hex = name[1] === "x" || name[1] === "X";
    const code = Number.parseInt(name.slice(hex ? 2 : 1), hex ? 16 : 10);
    return Number.isInteger(code) && code >= 0 && code <= 0x10ffff
      ? String.fromCodePoint(code)
      : entity;
  }
  return ENTITIES[name.toLowerCase()] ?? entity;
}

/**
 * The text of server HTML for matching: line breaks and paragraphs become
 * new lines (so words on either side stay apart), tags go, entities are
 * read. Server HTML is sanitised already and never rendered from here.
 */
export function htmlText(html: string): string {
  return html
    .replace(/<br\s*\/?>/gi, "\n")
    .replace(/<\/p\s*>/gi, "\n\n")
    .replace(/<[^>]*>/g, "")
    .replace(/&(#[xX]?[0-9a-fA-F]+|[a-zA-Z]+);/g, decodeEntity);
}
