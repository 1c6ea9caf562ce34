/** A reason the server gave, and the request field it names (null: none). */
export interface FieldReason {
  readonly field: string | null;
  readonly message: string;
}

export interface FormErrors {
  /** Each shown field's first reason. */
  byField: Readonly<Record<string, string>>;
  /** Reasons no shown field takes: said for the whole form. */
  rest: readonly string[];
}

export const NO_FORM_ERRORS: FormErrors = { byField: {}, rest: [] };

/**
 * Sorts a refusal's reasons for a form: those naming one of `shown` (the
 * request fields the form has, by server name) go beside it; `aliases` maps
 * other server names to a shown field (GoToSocial's `old_password` is the
 * current password).
 */
export function sortFieldReasons(
  reasons: readonly FieldReason[],
  shown: readonly string[],
  aliases: Readonly<Record<string, string>> = {},
): FormErrors {
  const byField: Record<string, string> = {};
  const rest: string[] = [];
  for (const { field, message } of reasons) {
    const name = field === null ? null : (aliases[field] ?? field);
    if (name !== null && shown.includes(name)) byField[name] ??= message;
    else rest.push(message);
  }
  return { byField, rest };
}
