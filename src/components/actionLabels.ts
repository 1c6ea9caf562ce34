import type { MessageDescriptor } from "react-intl";

/**
 * What the reader's actions are called, by thunk type, for the toast that
 * says what failed (app/failedActions.ts). Code that loads later (the staff
 * console's chunks) adds its own actions when it loads, so the homepage
 * carries only the names of its own.
 */
const labels = new Map<string, MessageDescriptor>();

export function registerActionLabels(
  more: Readonly<Record<string, MessageDescriptor>>,
): void {
  for (const [source, label] of Object.entries(more)) labels.set(source, label);
}

/** The name of the action a failed thunk (`source`) stood for, if one was registered. */
export function registeredActionLabel(
  source: string,
): MessageDescriptor | undefined {
  return labels.get(source);
}
