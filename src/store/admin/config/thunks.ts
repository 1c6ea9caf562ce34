import {
  getAdminConfig,
  getAdminConfigDescriptions,
  postAdminConfig,
} from "../../../api/endpoints/adminConfig";
import {
  configValue,
  tuple,
  type ConfigDescription,
} from "../../../api/schemas/adminConfig";
import { createAdminThunk } from "../collection/adminThunk";

/**
 * A few common settings of Pleroma and Akkoma (`:pleroma, :instance`): the
 * name, the description and who may sign up, read with what the server says
 * each means. Only changed subkeys are sent: Pleroma merges them into the
 * saved setting, so every other subkey stays as it was.
 */

export const GROUP = ":pleroma";
export const KEY = ":instance";

export const SETTINGS = [
  ":name",
  ":description",
  ":registrations_open",
  ":account_approval_required",
  ":invites_enabled",
] as const;

export type Setting = (typeof SETTINGS)[number];

export type SettingValue = string | boolean;

export interface SettingDescription {
  /** null where the server names none (the console then uses its own name). */
  label: string | null;
  description: string;
}

function readValue(value: unknown): SettingValue | null {
  return typeof value === "string" || typeof value === "boolean" ? value : null;
}

/** The `:instance` children's labels and descriptions, for the settings shown. */
function describe(
  descriptions: readonly ConfigDescription[],
): Partial<Record<Setting, SettingDescription>> {
  const instance = descriptions.find((d) => d.group === GROUP && d.key === KEY);
  const out: Partial<Record<Setting, SettingDescription>> = {};
  for (const child of instance?.children ?? []) {
    const setting = SETTINGS.find((name) => name === child.key);
    if (setting)
      out[setting] = {
        label: child.label.trim() ? child.label : null,
        description: child.description,
      };
  }
  return out;
}

export const fetchInstanceConfig = createAdminThunk(
  "adminConfig/fetch",
  async (_: undefined, { client, server, signal }) => {
    const [reply, descriptions] = await Promise.all([
      getAdminConfig(client, server, signal),
      getAdminConfigDescriptions(client, server, signal),
    ]);
    const values: Partial<Record<Setting, SettingValue>> = {};
    for (const setting of SETTINGS) {
      const value = readValue(configValue(reply.configs, GROUP, KEY, setting));
      if (value !== null) values[setting] = value;
    }
    return {
      values,
      descriptions: describe(descriptions),
      needReboot: reply.need_reboot,
    };
  },
  { silent: true },
);

export const saveInstanceConfig = createAdminThunk(
  "adminConfig/save",
  async (
    { changes }: { changes: Partial<Record<Setting, SettingValue>> },
    { client, server },
  ) => {
    const value = Object.entries(changes).map(([name, v]) => tuple(name, v));
    const reply = await postAdminConfig(client, server, [
      { group: GROUP, key: KEY, value },
    ]);
    return { needReboot: reply.need_reboot };
  },
  { silent: false },
);
