import { isRecord } from "./utils";

/** A reason the server gave for refusing a form, and the form field it names, if any. */
export interface FieldError {
  /** The request parameter (`display_name`, `note`, `avatar`, `password`, ...), or null. */
  readonly field: string | null;
  readonly message: string;
}

/**
 * Where each family's error text names a field. Mastodon sends `details`
 * keyed by parameter (read first, below); Pleroma answers "Name is too long",
 * "File is too large" (which image is the caller's to tell: `image`), "Too
 * many field entries", "Invalid password." and "New password does not match
 * confirmation."; GoToSocial "Bad Request: display name ..." and
 * "Unauthorized: old password was incorrect". The first match wins.
 */
const FIELD_PATTERNS: readonly (readonly [RegExp, string])[] = [
  [/confirmation/i, "new_password_confirmation"],
  [/new password/i, "new_password"],
  [/password/i, "password"],
  [/display.?name|^name\b/i, "display_name"],
  [/\bnote\b|\bbio\b/i, "note"],
  [/avatar/i, "avatar"],
  [/header|banner/i, "header"],
  [/field/i, "fields_attributes"],
  [/file is too large|too large/i, "image"],
  [/e-?mail/i, "email"],
  [/alias|target account/i, "target_account"],
];

/**
 * Fields a refusal names itself: GoToSocial's interaction policies by
 * visibility and action ("Bad Request: public.can_reply: ..."), Mastodon's
 * notification policy by its humanised case ("For not following is not
 * included in the list").
 */
const POLICY_FIELD =
  /\b(public|unlisted|private|direct)\.(can_favourite|can_reblog|can_reply)\b/;
const POLICY_CASE =
  /\bfor (not following|not followers|new accounts|private mentions|limited accounts)\b/i;

function fieldOf(message: string): string | null {
  const policy = POLICY_FIELD.exec(message);
  if (policy) return `${policy[1] ?? ""}.${policy[2] ?? ""}`;
  const policyCase = POLICY_CASE.exec(message)?.[1];
  if (policyCase) return `for_${policyCase.toLowerCase().replace(" ", "_")}`;
  return FIELD_PATTERNS.find(([pattern]) => pattern.test(message))?.[1] ?? null;
}

function detailMessages(details: Record<string, unknown>): FieldError[] {
  return Object.entries(details).flatMap(([field, list]) =>
    (Array.isArray(list) ? (list as unknown[]) : []).flatMap((item) =>
      isRecord(item) && typeof item.description === "string"
        ? [{ field, message: item.description }]
        : [],
    ),
  );
}

/**
 * The field errors in a refusal's JSON body (`ApiError.json`), with
 * `fallback` (the error's message) when the body says nothing readable.
 */
export function readFieldErrors(json: unknown, fallback: string): FieldError[] {
  if (isRecord(json) && isRecord(json.details)) {
    const errors = detailMessages(json.details);
    if (errors.length) return errors;
  }
  const message =
    isRecord(json) && typeof json.error === "string" && json.error
      ? json.error
      : fallback;
  return message ? [{ field: fieldOf(message), message }] : [];
}
