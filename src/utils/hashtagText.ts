/** A hashtag as written in posts: `#` and the name. The sign is not translated. */
export function hashtagText(name: string): string {
  return `#${name.replace(/^#/, "")}`;
}
