import { isRecord } from "../../api/schemas/utils";
import { noticeAdded } from "./slice";

function failureOf(
  payload: unknown,
): { message: string; status: number | null } | null {
  if (!isRecord(payload) || typeof payload.message !== "string") return null;
  const status = typeof payload.status === "number" ? payload.status : null;
  return { message: payload.message, status };
}

/** The toast for a rejected thunk, named by the action that failed. */
export function failureNotice(action: {
  type: string;
  payload?: unknown;
  error: { message?: string };
  meta: { requestId: string };
}) {
  const failure = failureOf(action.payload);
  return noticeAdded({
    id: action.meta.requestId,
    kind: "error",
    message: failure?.message ?? action.error.message ?? "",
    status: failure?.status ?? null,
    source: action.type.replace(/\/rejected$/, ""),
  });
}
