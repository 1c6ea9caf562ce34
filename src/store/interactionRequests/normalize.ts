import { normalize } from "normalizr";
import type { InteractionRequest } from "../../api/schemas/interactionRequest";
import {
  accountEntity,
  finish,
  statusEntity,
  type NormalizedEntities,
  type RawEntities,
} from "../normalize";
import type { StoredInteractionRequest } from "./state";

const requestShape = {
  account: accountEntity,
  status: statusEntity,
  reply: statusEntity,
};

interface NormalizedRequest {
  id: string;
  type: InteractionRequest["type"];
  account: string;
  // normalizr leaves a null relation out.
  status?: string | null;
  reply?: string | null;
  created_at: string;
}

/** Requests with their accounts and posts as entities, in the order given. */
export function normalizeInteractionRequests(
  requests: readonly InteractionRequest[],
): {
  result: string[];
  requests: StoredInteractionRequest[];
  entities: NormalizedEntities;
} {
  const out = normalize<unknown, RawEntities, NormalizedRequest[]>(requests, [
    requestShape,
  ]);
  const stored = out.result.map((r) => ({
    id: r.id,
    type: r.type,
    account_id: r.account,
    status_id: r.status ?? null,
    reply_id: r.reply ?? null,
    created_at: r.created_at,
  }));
  return {
    result: stored.map((r) => r.id),
    requests: stored,
    entities: finish(out.entities),
  };
}
