/*
 * Multipart bodies for the settings and profile calls, apart from
 * settingsCall.ts: the profile's endpoints load with the sign-in, and this
 * keeps the per-family route tables out of them.
 */

/** Appends a value Rails-style (`source[privacy]`, `fields_attributes[0][name]`, `ids[]`). */
export function appendForm(form: FormData, key: string, value: unknown): void {
  if (value === undefined || value === null) return;
  if (value instanceof Blob) {
    form.append(key, value);
  } else if (Array.isArray(value)) {
    value.forEach((item: unknown, index) => {
      const nested = typeof item === "object" && item !== null;
      appendForm(form, nested ? `${key}[${index}]` : `${key}[]`, item);
    });
  } else if (typeof value === "object") {
    for (const [name, item] of Object.entries(value))
      appendForm(form, `${key}[${name}]`, item);
  } else if (
    typeof value === "string" ||
    typeof value === "number" ||
    typeof value === "boolean"
  ) {
    form.append(key, String(value));
  }
}

/** A multipart body of `fields`. */
export function formOf(fields: Readonly<Record<string, unknown>>): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields))
    appendForm(form, key, value);
  return form;
}
