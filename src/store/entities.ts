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

/*
 * Entity maps (an entity slice's `byId`, the accounts' acct index, ...) are
 * written only through upsertEntities, updateEntity and removeEntities, each
 * returning the map to assign (`state.byId = upsertEntities(state.byId,
 * statuses)`); a lint rule in eslint.config.mjs enforces it in the entity
 * slices' folders.
 *
 * Why: the root reducer runs the slices inside one immer pass of its own
 * (rootReducer.ts), so that a stream batch copies each entity map once, not
 * once per event (performance.md; tools/bench store: about 12,000 stream
 * events a second of CPU against 500 with Redux Toolkit's own pass per
 * action). Writing key by key through the draft would have immer track and
 * finalise every key; and an entity read through the draft is itself a
 * draft, which, spread into a new entity written into a map that is no draft,
 * would outlive the pass (production freezes nothing, so immer never looks
 * inside those maps). So these functions copy a draft map once, at the pass's
 * first write, write whole entities into the copy, and read held entities
 * from the copy or the draft's original, never through the draft.
 */

/**
 * The map as a plain object this pass may write to. A draft is copied once;
 * a plain object met inside a draft was assigned in this same pass (by one
 * of the functions below), so it is already ours.
 */
function writable<T>(map: Record<string, T>): Record<string, T> {
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

/**
 * The entity held under `id`, read without drafting it. An entity map that
 * is still a draft has not been written in this pass (writes replace it with
 * a plain copy), so its original holds the current entities.
 */
export function entityOf<T>(map: Record<string, T>, id: string): T | undefined {
  const held = isDraft(map)
    ? original<Record<string, T>>(map as Draft<Record<string, T>>)
    : map;
  return Object.prototype.hasOwnProperty.call(held, id) ? held[id] : undefined;
}

/** `map` with the incoming entities written over the held ones. */
export function upsertEntities<T>(
  map: Record<string, T>,
  incoming: Readonly<Record<string, T | undefined>>,
): Record<string, T> {
  const out = writable(map);
  for (const id in incoming) {
    const entity = incoming[id];
    if (entity !== undefined) out[id] = entity;
  }
  return out;
}

/**
 * `map` with the entity under `id` replaced by `change(entity)`; the same
 * map, uncopied, when none is held or `change` returns it as it was.
 */
export function updateEntity<T>(
  map: Record<string, T>,
  id: string,
  change: (entity: T) => T,
): Record<string, T> {
  const held = entityOf(map, id);
  if (held === undefined) return map;
  const next = change(held);
  if (next === held) return map;
  const out = writable(map);
  out[id] = next;
  return out;
}

/** `map` without these ids; the same map, uncopied, when it holds none. */
export function removeEntities<T>(
  map: Record<string, T>,
  ids: Iterable<string>,
): Record<string, T> {
  const gone = [...ids].filter((id) => id in map);
  if (gone.length === 0) return map;
  const out = writable(map);
  for (const id of gone) dropKey(out, id);
  return out;
}

/** `fetchedAt` with each incoming id stamped `at`. */
export function stampEntities(
  fetchedAt: Record<string, number>,
  incoming: Readonly<Record<string, unknown>>,
  at: number,
): Record<string, number> {
  const out = writable(fetchedAt);
  for (const id in incoming) out[id] = at;
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
