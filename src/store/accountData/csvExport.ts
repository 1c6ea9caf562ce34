import type { ApiClient, Page, Paging } from "../../api/client";
import {
  getAccountFollowers,
  getAccountFollowing,
} from "../../api/endpoints/accounts";
import { getBlocks, getMutes } from "../../api/endpoints/blocking";
import { getListAccounts, getLists } from "../../api/endpoints/lists";
import type { ExportKind } from "../../api/endpoints/accountData";
import type { Account } from "../../api/schemas/account";
import { fullHandle } from "../../utils/handles";

/**
 * Exports made here, from the lists the Mastodon API pages through, for
 * servers without export files of their own (Mastodon keeps its exports on
 * its website, Pleroma has none). The files are written as Mastodon's
 * exports are, so that Mastodon, Pleroma and GoToSocial imports read them:
 * a header naming the address column where Mastodon writes one, blocks
 * without one, lists as `title,address` rows.
 */

/** Mastodon's largest page for these lists. */
const PAGE_SIZE = 80;
/** Bounds the work on a runaway cursor (20,000 accounts). */
const MAX_PAGES = 250;

const HEADERS: Readonly<Record<ExportKind, string | null>> = {
  follows: "Account address",
  followers: "Account address",
  mutes: "Account address",
  blocks: null,
  lists: null,
};

/** A CSV cell, quoted where RFC 4180 wants it. */
export function csvCell(value: string): string {
  return /[",\r\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value;
}

/** The file: rows of cells, a header first where the kind has one. */
export function csvFile(kind: ExportKind, rows: readonly string[][]): string {
  const header = HEADERS[kind];
  const lines = rows.map((row) => row.map(csvCell).join(","));
  return [...(header === null ? [] : [header]), ...lines]
    .map((line) => `${line}\n`)
    .join("");
}

async function allPages<T>(
  fetchPage: (paging: Paging) => Promise<Page<T>>,
): Promise<T[]> {
  const items: T[] = [];
  let paging: Paging = { limit: PAGE_SIZE };
  for (let n = 0; n < MAX_PAGES; n += 1) {
    const page = await fetchPage(paging);
    items.push(...page.items);
    if (page.next === null || page.items.length === 0) break;
    paging = { url: page.next };
  }
  return items;
}

export interface ExportContext {
  client: ApiClient;
  /** The member's own account id. */
  me: string;
  localDomain: string;
  signal?: AbortSignal;
}

async function accountsOf(
  kind: Exclude<ExportKind, "lists">,
  { client, me, signal }: ExportContext,
): Promise<Account[]> {
  switch (kind) {
    case "follows":
      return allPages((p) => getAccountFollowing(client, me, p, signal));
    case "followers":
      return allPages((p) => getAccountFollowers(client, me, p, signal));
    case "blocks":
      return allPages((p) => getBlocks(client, p, signal));
    case "mutes":
      return (await allPages((p) => getMutes(client, p, signal))).map(
        (entry) => entry.account,
      );
  }
}

/** One export, made by paging through the member's lists. */
export async function buildExport(
  kind: ExportKind,
  context: ExportContext,
): Promise<string> {
  const handle = (account: Account) => fullHandle(account, context.localDomain);
  if (kind !== "lists") {
    const accounts = await accountsOf(kind, context);
    return csvFile(
      kind,
      accounts.map((account) => [handle(account)]),
    );
  }
  const { client, signal } = context;
  const lists = (await getLists(client, signal)).items;
  const rows: string[][] = [];
  for (const list of lists) {
    const members = await allPages((p) =>
      getListAccounts(client, list.id, p, signal),
    );
    for (const account of members) rows.push([list.title, handle(account)]);
  }
  return csvFile(kind, rows);
}

/** How many accounts a file to import names: its non-empty lines less a header. */
export function countImported(text: string): number {
  return text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== "" && !/^account address\b/i.test(line)).length;
}
