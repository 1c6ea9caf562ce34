import type { ReportPerson } from "../../store/admin/reports/summary";

/** An account's handle as the queue writes it. */
export const handle = (acct: string) => `@${acct}`;

/** A person's name as the queue writes it: the display name, else the handle. */
export const nameOf = (person: ReportPerson) =>
  person.display_name.trim() || handle(person.acct);
