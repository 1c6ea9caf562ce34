import { schema } from "normalizr";
import type { List } from "../../api/schemas/list";
import { normalizeMany, normalizeOne, type Normalized } from "../normalize";

/** A list as cached: flat already. */
export type StoredList = List;

const listEntity = new schema.Entity("lists");

export function normalizeLists(lists: readonly List[]): Normalized<string[]> {
  return normalizeMany(lists, listEntity);
}

export function normalizeList(list: List): Normalized<string> {
  return normalizeOne(list, listEntity);
}
