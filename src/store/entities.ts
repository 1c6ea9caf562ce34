import { createAction, type UnknownAction } from "@reduxjs/toolkit";
import { current, isDraft, original, type Draft } from "immer";
import { isRecord } from "../api/schemas/utils";
import type { NormalizedEntities } from "./normalize";

/**
 * The one way entity slices take in data (STYLE.md section 6): any action
 * whose payload carries `entities` (a normalised response, a streamed event)
 * is absorbed by every entity slice through `builder.addMatcher(hasEntities,
 * ...)`. One response is one action; no slice lists thunks one by one.
 */
export interface EntitiesPayload {
  entities: NormalizedEntities;
  /** When the data left the server (ms). */
  fetchedAt?: number;
}

export interface EntitiesAction extends UnknownAction {
  payload: EntitiesPayload;
}

export function hasEntities(action: UnknownAction): action is EntitiesAction {
  const { payload } = action;
  return isRecord(payload) && isRecord(payload.entities);
}

/**
 * An entity map as a plain object this reducer pass may write to. A draft is
 * copied once (`current`); a plain object met inside a draft was assigned in
 * this same pass, so it is already ours. Writing whole maps this way, instead
 * of key by key through the draft, keeps immer's per-key bookkeeping and its
 * child drafts out of the hot path (performance.md): a stream batch copies
 * each map once. Entities are frozen, so they are replaced, never mutated.
 */
export function writable<T>(map: Record<string, T>): Record<string, T> {
  return isDraft(map)
    ? copyMap(current<Record<string, T>>(map as Draft<Record<string, T>>))
    : map;
}

/**
 * A shallow copy. Entity maps hold thousands of keys, which V8 keeps in
 * dictionary mode; a keys loop copies those two to three times faster than
 * object spread (measured in Node 20).
 */
function copyMap<T>(map: Record<string, T>): Record<string, T> {
  const copy: Record<string, T> = {};
  const keys = Object.keys(map);
  for (const key of keys) {
    const value = map[key];
    if (value !== undefined) copy[key] = value;
  }
  return copy;
}

/** `map` with the incoming entities written over the cached ones. */
export function withEntities<T>(
  map: Record<string, T>,
  incoming: Record<string, T>,
): Record<string, T> {
  const out = writable(map);
  for (const id in incoming) {
    const entity = incoming[id];
    if (entity !== undefined) out[id] = entity;
  }
  return out;
}

/** `fetchedAt` with each incoming id stamped `at`. */
export function withStamps(
  fetchedAt: Record<string, number>,
  incoming: Record<string, unknown>,
  at: number,
): Record<string, number> {
  const out = writable(fetchedAt);
  for (const id in incoming) out[id] = at;
  return out;
}

/** `map` without these ids. */
export function withoutKeys<T>(
  map: Record<string, T>,
  ids: Iterable<string>,
): Record<string, T> {
  const out = writable(map);
  for (const id of ids) dropKey(out, id);
  return out;
}

/** Data younger than this is not fetched again (spec 02 section 9, entity layer). */
export const FRESH_MS = 60_000;

export function isFresh(
  fetchedAt: number | null | undefined,
  now: number,
): boolean {
  return fetchedAt != null && now - fetchedAt < FRESH_MS;
}

/** Ids to drop, per entity slice (see `store/gc.ts`). */
export interface EvictedEntities {
  statuses: string[];
  accounts: string[];
  polls: string[];
  relationships: string[];
  groups: string[];
  chatMessages: string[];
  /** Timelines no screen or stream uses, dropped whole. */
  timelines: string[];
  /** Idle timelines cut back to their newest window. */
  timelinesTrimmed: string[];
}

/** The garbage collector's sweep: entities nothing references any more. */
export const entitiesEvicted =
  createAction<EvictedEntities>("entities/evicted");

/** Deletes one key of a map (works on immer drafts too). */
export function dropKey(target: Record<string, unknown>, key: string): void {
  Reflect.deleteProperty(target, key);
}

export function removeKeys(
  target: Record<string, unknown>,
  ids: readonly string[],
): void {
  for (const id of ids) {
    if (id in target) dropKey(target, id);
  }
}

/**
 * Calls `fn` with each value of a map that may be an immer draft, without
 * creating a child draft per entry (a scan would otherwise cost an
 * allocation per entity). Entries changed earlier in the same draft may be
 * seen in their previous version, so use it only for fields that never
 * change for a given id (reblog_id, quote_id, status_id).
 */
export function forEachValue<T>(
  map: Record<string, T>,
  fn: (value: T) => void,
): void {
  const base = isDraft(map)
    ? original<Record<string, T>>(map as Draft<Record<string, T>>)
    : map;
  for (const key of Object.keys(map)) {
    const value = Object.prototype.hasOwnProperty.call(base, key)
      ? base[key]
      : map[key];
    if (value !== undefined) fn(value);
  }
}

/** The values of a map that may be a draft (see `forEachValue`). */
export function peekValues<T>(map: Record<string, T>): T[] {
  const out: T[] = [];
  forEachValue(map, (value) => out.push(value));
  return out;
}
