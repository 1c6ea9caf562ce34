import { schema } from "normalizr";
import type { Filter } from "../../api/schemas/filter";
import { normalizeMany, normalizeOne, type Normalized } from "../normalize";

/**
 * A filter as cached: flat already (v1 filters are read into this shape by
 * their schema). The filters embedded in statuses' `filtered` results are not
 * entities: servers send them without keywords (see statusShape.ts).
 */
export type StoredFilter = Filter;

const filterEntity = new schema.Entity("filters");

export function normalizeFilters(
  filters: readonly Filter[],
): Normalized<string[]> {
  return normalizeMany(filters, filterEntity);
}

export function normalizeFilter(filter: Filter): Normalized<string> {
  return normalizeOne(filter, filterEntity);
}
