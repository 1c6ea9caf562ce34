import type {
  CredentialsUpdate,
  ProfileFieldInput,
} from "../../api/endpoints/profile";
import type { AccountSource } from "../../api/schemas/credentialAccount";
import type { FieldError } from "../../api/schemas/fieldErrors";
import type { StoredAccount } from "../../store/normalize";

/** The profile form's values: text as typed, images as chosen (null: keep). */
export interface ProfileDraft {
  display_name: string;
  note: string;
  fields: ProfileFieldInput[];
  avatar: File | null;
  header: File | null;
  locked: boolean;
  bot: boolean;
  discoverable: boolean;
  indexable: boolean;
  hide_collections: boolean;
}

/** The form as the server last answered: the bio and fields as typed (the source), not as rendered. */
export function draftFrom(
  account: StoredAccount,
  source: AccountSource | null,
): ProfileDraft {
  return {
    display_name: account.display_name,
    note: source?.note ?? "",
    fields: (source?.fields ?? []).map(({ name, value }) => ({ name, value })),
    avatar: null,
    header: null,
    locked: account.locked,
    bot: account.bot,
    discoverable: source?.discoverable ?? account.discoverable,
    indexable: source?.indexable ?? false,
    hide_collections:
      source?.hide_collections ??
      (account.hide_followers && account.hide_follows),
  };
}

/** What the form may offer on this server. */
export interface ProfileOptions {
  discoverable: boolean;
  indexable: boolean;
  hideCollections: boolean;
}

/**
 * The update to send. Hiding the follow lists goes under every family's
 * name (Mastodon's and GoToSocial's `hide_collections`, Pleroma's two
 * flags): each server ignores the names it does not read. Images go only
 * when chosen, so a save without one is JSON.
 */
export function toUpdate(
  draft: ProfileDraft,
  options: ProfileOptions,
): CredentialsUpdate {
  const fields = draft.fields.filter(
    (field) => field.name.trim() !== "" || field.value.trim() !== "",
  );
  const hide = draft.hide_collections;
  return {
    display_name: draft.display_name,
    note: draft.note,
    fields_attributes: fields,
    locked: draft.locked,
    bot: draft.bot,
    ...(draft.avatar && { avatar: draft.avatar }),
    ...(draft.header && { header: draft.header }),
    ...(options.discoverable && { discoverable: draft.discoverable }),
    ...(options.indexable && { indexable: draft.indexable }),
    ...(options.hideCollections && {
      hide_collections: hide,
      hide_followers: hide,
      hide_follows: hide,
    }),
  };
}

/** The form's parts a refusal can point at; `form` is the rest. */
export type ProfilePart =
  "display_name" | "note" | "fields" | "avatar" | "header" | "form";

/**
 * The refusal's reasons by the part of the form they belong to. Pleroma's
 * "File is too large" names no image: it belongs to the ones sent.
 */
export function errorsByPart(
  errors: readonly FieldError[],
  sent: { avatar: boolean; header: boolean },
): Partial<Record<ProfilePart, string[]>> {
  const byPart: Partial<Record<ProfilePart, string[]>> = {};
  const add = (part: ProfilePart, message: string) => {
    (byPart[part] ??= []).push(message);
  };
  for (const { field, message } of errors) {
    if (field === "image") {
      if (sent.avatar) add("avatar", message);
      if (sent.header) add("header", message);
      if (!sent.avatar && !sent.header) add("form", message);
    } else if (field === "display_name" || field === "note") {
      add(field, message);
    } else if (field === "avatar" || field === "header") {
      add(field, message);
    } else if (field === "fields" || field === "fields_attributes") {
      add("fields", message);
    } else {
      add("form", message);
    }
  }
  return byPart;
}
