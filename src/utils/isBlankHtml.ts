/** True when server HTML holds no text (Mastodon sends `<p></p>` for an empty bio). */
export function isBlankHtml(html: string): boolean {
  return html.replace(/<[^>]*>/g, "").trim() === "";
}
