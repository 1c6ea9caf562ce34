// Turns the plain text a post is written in into the HTML Mastodon sends:
// paragraphs, line breaks, shortened links, hashtag links and h-card mentions.
// Custom emoji stay as :shortcode: text, as on real servers.

const escape = (s) =>
  s
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&#39;");

const TOKEN =
  /(https?:\/\/[^\s<>"]+[^\s<>".,;:!?)'])|(^|[^\p{L}\p{N}_&/#])#([\p{L}\p{N}_]*\p{L}[\p{L}\p{N}_]*)|(^|[^\p{L}\p{N}_/@])@([A-Za-z0-9_]+)(?:@([A-Za-z0-9.-]+\.[A-Za-z]{2,}))?/gu;
const EMOJI = /:([A-Za-z0-9_]{2,}):/g;

function linkHtml(url) {
  const match = /^(https?:\/\/(?:www\.)?)(.*)$/.exec(url);
  const prefix = match ? match[1] : "";
  const rest = match ? match[2] : url;
  const shown = rest.slice(0, 30);
  const hidden = rest.slice(30);
  return (
    `<a href="${escape(url)}" target="_blank" rel="nofollow noopener" translate="no">` +
    `<span class="invisible">${escape(prefix)}</span>` +
    `<span class="${hidden ? "ellipsis" : ""}">${escape(shown)}</span>` +
    `<span class="invisible">${escape(hidden)}</span></a>`
  );
}

/**
 * @param {string} text the author's plain text
 * @param {{ origin: string, resolve: (username: string, domain: string | null) => ({ id: string, url: string, username: string } | null), emojis: Set<string> }} ctx
 * @returns {{ html: string, tags: string[], mentions: string[], emojis: string[], links: string[] }}
 */
export function renderText(text, ctx) {
  const tags = [];
  const mentions = [];
  const links = [];
  const renderLine = (line) => {
    let html = "";
    let last = 0;
    for (const m of line.matchAll(TOKEN)) {
      html += escape(line.slice(last, m.index));
      last = m.index + m[0].length;
      if (m[1]) {
        links.push(m[1]);
        html += linkHtml(m[1]);
      } else if (m[3]) {
        tags.push(m[3]);
        html += `${escape(m[2])}<a href="${ctx.origin}/tags/${encodeURIComponent(m[3].toLowerCase())}" class="mention hashtag" rel="tag">#<span>${escape(m[3])}</span></a>`;
      } else {
        const account = ctx.resolve(m[5], m[6] ?? null);
        if (!account) {
          html += escape(m[0]);
          continue;
        }
        mentions.push(account.id);
        html += `${escape(m[4])}<span class="h-card" translate="no"><a href="${escape(account.url)}" class="u-url mention">@<span>${escape(account.username)}</span></a></span>`;
      }
    }
    return html + escape(line.slice(last));
  };
  const html = text
    .trim()
    .split(/\n{2,}/)
    .map((para) => `<p>${para.split("\n").map(renderLine).join("<br />")}</p>`)
    .join("");
  const emojis = [...text.matchAll(EMOJI)]
    .map((m) => m[1])
    .filter((code, i, all) => ctx.emojis.has(code) && all.indexOf(code) === i);
  return {
    html: text.trim() ? html : "",
    tags: [...new Set(tags)],
    mentions: [...new Set(mentions)],
    emojis,
    links,
  };
}

/** Plain text of an HTML fragment, for search. */
export function stripHtml(html) {
  return html
    .replace(/<br\s*\/?>/g, "\n")
    .replace(/<\/p><p>/g, "\n\n")
    .replace(/<[^>]+>/g, "")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, "&");
}

export { escape as escapeHtml };
