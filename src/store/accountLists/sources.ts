import type { FeatureName } from "../../api/features";

/**
 * The lists of accounts the store holds (issue 17's people lists), each
 * named by its source. `accountListKey` is the one way to key them.
 */
export type AccountListSource =
  | { kind: "followers"; accountId: string }
  | { kind: "following"; accountId: string }
  | { kind: "rebloggedBy"; statusId: string }
  | { kind: "favouritedBy"; statusId: string }
  /** The accounts a profile features (endorsements). */
  | { kind: "endorsements"; accountId: string }
  /** The viewer's follow requests still waiting for an answer. */
  | { kind: "outgoingRequests" }
  | { kind: "mutes" }
  | { kind: "blocks" };

export function accountListKey(source: AccountListSource): string {
  switch (source.kind) {
    case "followers":
    case "following":
    case "endorsements":
      return `${source.kind}:${source.accountId}`;
    case "rebloggedBy":
    case "favouritedBy":
      return `${source.kind}:${source.statusId}`;
    default:
      return source.kind;
  }
}

/**
 * The optional feature a source belongs to: its calls turn the feature off
 * on a 404 or 501. Sources without one are core calls every family has.
 */
export function sourceFeature(source: AccountListSource): FeatureName | null {
  switch (source.kind) {
    case "endorsements":
      return "accountEndorsements";
    case "outgoingRequests":
      return "outgoingFollowRequests";
    case "mutes":
      return "mutes";
    default:
      return null;
  }
}

/** Lists of the viewer's own, which only a signed-in member can ask for. */
export function needsSession(source: AccountListSource): boolean {
  return (
    source.kind === "outgoingRequests" ||
    source.kind === "mutes" ||
    source.kind === "blocks"
  );
}
