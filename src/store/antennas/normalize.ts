import { schema } from "normalizr";
import type { Antenna } from "../../api/schemas/antenna";
import { normalizeMany, normalizeOne, type Normalized } from "../normalize";

const antennaEntity = new schema.Entity("antennas");

export function normalizeAntennas(
  antennas: readonly Antenna[],
): Normalized<string[]> {
  return normalizeMany(antennas, antennaEntity);
}

export function normalizeAntenna(antenna: Antenna): Normalized<string> {
  return normalizeOne(antenna, antennaEntity);
}
