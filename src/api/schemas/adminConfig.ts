import * as z from "zod/mini";
import { filteredArray, flag, isRecord, optionalText, text } from "./utils";
import { object } from "./zodInternals";

/**
 * Pleroma and Akkoma's configuration from the database
 * (`/api/v1/pleroma/admin/config`): Elixir settings in JSON, where `:name`
 * strings are atoms and `{"tuple": [key, value]}` lists are keyword lists.
 */

/** One setting: its group (`:pleroma`), key (`:instance`) and value. */
export const configEntrySchema = object({
  group: z.string(),
  key: z.string(),
  value: z.unknown(),
  /** The subkeys saved in the database rather than in the config files. */
  db: filteredArray(z.string()),
});

export type ConfigEntry = z.infer<typeof configEntrySchema>;

export const configReplySchema = object({
  configs: filteredArray(configEntrySchema),
  need_reboot: flag(),
});

export type ConfigReply = z.infer<typeof configReplySchema>;

/** A keyword-list item, `{tuple: [":key", value]}`. */
export interface ConfigTuple {
  tuple: [string, unknown];
}

export function tuple(key: string, value: unknown): ConfigTuple {
  return { tuple: [key, value] };
}

/** The keyword list's items as [key, value] pairs; anything else is skipped. */
export function keywordPairs(value: unknown): [string, unknown][] {
  if (!Array.isArray(value)) return [];
  const pairs: [string, unknown][] = [];
  for (const item of value as unknown[]) {
    if (!isRecord(item) || !Array.isArray(item.tuple)) continue;
    const [key, entry] = item.tuple as unknown[];
    if (typeof key === "string") pairs.push([key, entry]);
  }
  return pairs;
}

/** `subkey`'s value in the `group`/`key` setting, or undefined. */
export function configValue(
  configs: readonly ConfigEntry[],
  group: string,
  key: string,
  subkey: string,
): unknown {
  const entry = configs.find((c) => c.group === group && c.key === key);
  return keywordPairs(entry?.value).find(([name]) => name === subkey)?.[1];
}

/** How a setting is described for editing (`config/descriptions`), children included. */
export interface ConfigDescription {
  group: string | null;
  key: string | null;
  label: string;
  description: string;
  /** One type or several (`["list", "module"]`). */
  type: string[];
  suggestions: unknown[];
  children: ConfigDescription[];
}

const typeList = z.transform((value): string[] => {
  if (typeof value === "string") return [value];
  if (!Array.isArray(value)) return [];
  return (value as unknown[]).filter((t): t is string => typeof t === "string");
});

export const configDescriptionSchema: z.ZodMiniType<ConfigDescription> = object(
  {
    group: optionalText,
    key: optionalText,
    label: text,
    description: text,
    type: typeList,
    suggestions: z.transform((value): unknown[] =>
      Array.isArray(value) ? (value as unknown[]) : [],
    ),
    children: filteredArray(z.lazy(() => configDescriptionSchema)),
  },
);
