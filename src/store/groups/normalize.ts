import type { Group } from "../../api/schemas/group";
import {
  groupEntity,
  normalizeMany,
  normalizeOne,
  type Normalized,
} from "../normalize";

export function normalizeGroups(
  groups: readonly Group[],
): Normalized<string[]> {
  return normalizeMany(groups, groupEntity);
}

export function normalizeGroup(group: Group): Normalized<string> {
  return normalizeOne(group, groupEntity);
}
