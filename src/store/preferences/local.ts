import * as z from "zod/mini";
import { MEDIA_DISPLAYS } from "../../api/schemas/mediaDisplay";
import { flag, withFallback } from "../../api/schemas/utils";

/**
 * The preferences the member keeps in this browser, per account (the
 * servers keep none of these where a client can write them): the look,
 * how posts show, and how the composer sends. localStorage
 * `potluck:preferences:<server>:<account id>`; storage can be missing or
 * throw, and then the defaults hold.
 */
export const localPreferencesSchema = z.object({
  theme: withFallback(z.enum(["system", "light", "dark"]), "system"),
  reduceMotion: flag(false),
  /** Null: as the operator set it (`autoPlayGif` in config.js). */
  autoPlayGif: withFallback(z.nullable(z.boolean()), null),
  expandSpoilers: flag(false),
  mediaDisplay: withFallback(z.enum(MEDIA_DISPLAYS), "default"),
  submitWithCtrlEnter: flag(true),
});

export type LocalPreferences = z.infer<typeof localPreferencesSchema>;

export const DEFAULT_PREFERENCES: LocalPreferences =
  localPreferencesSchema.parse({});

const keyOf = (server: string, accountId: string) =>
  `potluck:preferences:${server}:${accountId}`;

/** The account's preferences kept here, or null when none are. */
export function loadLocalPreferences(
  server: string,
  accountId: string,
): LocalPreferences | null {
  try {
    const text = window.localStorage.getItem(keyOf(server, accountId));
    if (text === null) return null;
    const result = localPreferencesSchema.safeParse(JSON.parse(text));
    return result.success ? result.data : null;
  } catch {
    return null;
  }
}

export function saveLocalPreferences(
  server: string,
  accountId: string,
  preferences: LocalPreferences,
): boolean {
  try {
    window.localStorage.setItem(
      keyOf(server, accountId),
      JSON.stringify(preferences),
    );
    return true;
  } catch {
    return false;
  }
}
