/** Hashtags are kept by their lower-cased name. */
export const tagKey = (name: string) => name.replace(/^#/, "").toLowerCase();
