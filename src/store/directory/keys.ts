import type { DirectoryOrder } from "../../api/endpoints/directory";

export interface DirectoryQuery {
  order: DirectoryOrder;
  local: boolean;
}

export function directoryKey({ order, local }: DirectoryQuery): string {
  return `${order}:${local ? "local" : "all"}`;
}
