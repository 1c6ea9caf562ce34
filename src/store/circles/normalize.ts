import { schema } from "normalizr";
import type { Circle } from "../../api/schemas/circle";
import { normalizeMany, normalizeOne, type Normalized } from "../normalize";

const circleEntity = new schema.Entity("circles");

export function normalizeCircles(
  circles: readonly Circle[],
): Normalized<string[]> {
  return normalizeMany(circles, circleEntity);
}

export function normalizeCircle(circle: Circle): Normalized<string> {
  return normalizeOne(circle, circleEntity);
}
