import type { RuleSide } from "../../api/endpoints/antennas";
import type { Antenna } from "../../api/schemas/antenna";
import type { MembersCollectionState } from "../collections/cases";
import type { MemberPage } from "../collections/members";
import type { RootState } from "../rootReducer";

/** The rules an antenna keeps as plain names (accounts are member pages). */
export type NameRule = "keywords" | "domains" | "tags";

export const NAME_RULES: readonly NameRule[] = ["keywords", "domains", "tags"];

/** One rule's names on each side. */
export type RuleNames = Record<RuleSide, string[]>;

export type AntennaRules = Record<NameRule, RuleNames>;

/** A rule change waiting for the server: the names it really added or took out, to undo. */
export interface RuleChange {
  requestId: string;
  antennaId: string;
  rule: NameRule;
  side: RuleSide;
  added: boolean;
  names: string[];
}

/**
 * The member's kmyblue antennas (gate `antennas`): timelines the server
 * fills by rules on keywords, domains, hashtags and accounts, each with
 * names that keep posts out. A slice that joins the store when the
 * antennas code first loads (slice.ts).
 */
export interface AntennasState extends MembersCollectionState<Antenna> {
  /** Keywords, domains and hashtags by antenna, once loaded. */
  rules: Record<string, AntennaRules>;
  ruleChanges: RuleChange[];
  /** The accounts an antenna catches, and those it leaves out. */
  accounts: Record<string, MemberPage>;
  excludedAccounts: Record<string, MemberPage>;
}

export const INITIAL_ANTENNAS: AntennasState = {
  byId: {},
  order: null,
  deleting: {},
  rules: {},
  ruleChanges: [],
  accounts: {},
  excludedAccounts: {},
  changes: [],
  search: { q: "", ids: [] },
};

/** The antennas' state, or the empty one before the slice has joined. */
export function antennasOf(state: RootState): AntennasState {
  return state.antennas ?? INITIAL_ANTENNAS;
}
