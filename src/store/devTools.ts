import type { UnknownAction } from "@reduxjs/toolkit";
import { isRecord } from "../api/schemas/utils";

/**
 * Redux DevTools sanitisers (development only). Large payloads are summarised
 * so the extension stays responsive over a day-long session; the store
 * itself still holds and replays the full actions. The access token never
 * leaves the page.
 */

function countEntities(entities: unknown): Record<string, number> {
  if (!isRecord(entities)) return {};
  const counts: Record<string, number> = {};
  for (const [kind, map] of Object.entries(entities)) {
    if (isRecord(map)) counts[kind] = Object.keys(map).length;
  }
  return counts;
}

function countTypes(actions: unknown): Record<string, number> {
  const counts: Record<string, number> = {};
  if (!Array.isArray(actions)) return counts;
  for (const action of actions as unknown[]) {
    const type = isRecord(action) ? String(action.type) : "?";
    counts[type] = (counts[type] ?? 0) + 1;
  }
  return counts;
}

/** `session/started` and the own account carry tokens: shown as "(hidden)". */
export function hideToken(action: UnknownAction): UnknownAction {
  const { payload } = action;
  if (!isRecord(payload)) return action;
  const hidden = { ...payload };
  if (typeof payload.accessToken === "string") hidden.accessToken = "(hidden)";
  if (typeof payload.chatToken === "string") hidden.chatToken = "(hidden)";
  return hidden.accessToken === payload.accessToken &&
    hidden.chatToken === payload.chatToken
    ? action
    : { ...action, payload: hidden };
}

function sanitizeAction(unsafe: UnknownAction): UnknownAction {
  const action = hideToken(unsafe);
  const { payload } = action;
  if (!isRecord(payload)) return action;
  if (Array.isArray(payload.actions)) {
    const actions = {
      count: payload.actions.length,
      types: countTypes(payload.actions),
    };
    return { ...action, payload: { ...payload, actions } };
  }
  if (isRecord(payload.entities)) {
    const entities = countEntities(payload.entities);
    return { ...action, payload: { ...payload, entities } };
  }
  return action;
}

/*
 * DevTools types its sanitisers as generic identities; the copies they return
 * are for display only, hence the casts.
 */
export const actionSanitizer = <A>(action: A): A =>
  (isRecord(action) && typeof action.type === "string"
    ? sanitizeAction({ ...action, type: action.type })
    : action) as A;

const BIG_MAPS: readonly (readonly [string, string])[] = [
  ["accounts", "byId"],
  ["statuses", "byId"],
  ["polls", "byId"],
  ["relationships", "byId"],
  ["notifications", "byId"],
];

function summarise(map: unknown): unknown {
  return isRecord(map) ? { "(entities)": Object.keys(map).length } : map;
}

function sanitizeState(state: unknown): unknown {
  if (!isRecord(state)) return state;
  const out: Record<string, unknown> = { ...state };
  for (const [slice, key] of BIG_MAPS) {
    const value = out[slice];
    if (isRecord(value))
      out[slice] = { ...value, [key]: summarise(value[key]) };
  }
  if (isRecord(out.session)) {
    out.session = {
      ...out.session,
      accessToken: out.session.accessToken ? "(hidden)" : null,
      ...(out.session.chatToken ? { chatToken: "(hidden)" } : {}),
    };
  }
  return out;
}

export const stateSanitizer = <S>(state: S): S => sanitizeState(state) as S;

/** Actions DevTools keeps in its history. */
export const DEVTOOLS_MAX_AGE = 10_000;
