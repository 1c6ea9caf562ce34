import type { AdminAccountsQuery } from "../../api/endpoints/adminAccounts";
import type {
  AccountCapabilities,
  SearchField,
} from "../../store/admin/accounts/capabilities";

/**
 * The accounts list's filters as the page's address keeps them (`?status=
 * pending&by=email&q=…`), so a filtered list can be linked to, reloaded and
 * left with Back; read against what the server can filter by.
 */
export interface AccountsFilters {
  q: string;
  by: SearchField;
  origin: AdminAccountsQuery["origin"];
  status: AdminAccountsQuery["status"];
  role: AdminAccountsQuery["role"];
}

function pick<T extends string>(
  value: string | null,
  allowed: readonly T[],
): T | undefined {
  return allowed.find((each) => each === value);
}

export function readFilters(
  params: URLSearchParams,
  can: AccountCapabilities,
): AccountsFilters {
  return {
    q: params.get("q")?.trim() ?? "",
    by: pick(params.get("by"), can.searchFields) ?? "username",
    origin: pick(params.get("origin"), ["local", "remote"] as const),
    status: pick(params.get("status"), can.statusFilters),
    role: pick(params.get("role"), can.staffFilters),
  };
}

/** The address's search for `filters`, leaving out what is not set. */
export function writeFilters(filters: AccountsFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.q) {
    params.set("q", filters.q);
    params.set("by", filters.by);
  }
  if (filters.origin) params.set("origin", filters.origin);
  if (filters.status) params.set("status", filters.status);
  if (filters.role) params.set("role", filters.role);
  return params;
}

/** What the list asks the server; Pleroma looks nicknames up with `query`. */
export function queryOf(
  filters: AccountsFilters,
  can: Pick<AccountCapabilities, "nicknameQuery">,
): AdminAccountsQuery {
  const query: {
    -readonly [K in keyof AdminAccountsQuery]: AdminAccountsQuery[K];
  } = {};
  if (filters.origin) query.origin = filters.origin;
  if (filters.status) query.status = filters.status;
  if (filters.role) query.role = filters.role;
  if (filters.q) {
    if (filters.by === "username" && can.nicknameQuery) query.query = filters.q;
    else query[filters.by] = filters.q;
  }
  return query;
}
