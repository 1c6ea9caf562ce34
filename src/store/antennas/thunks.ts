import {
  changeAntennaRule,
  deleteAntenna as deleteAntennaCall,
  getAntenna,
  getAntennaAccounts,
  getAntennaDomains,
  getAntennaKeywords,
  getAntennas,
  getAntennaTags,
  postAntenna,
  putAntenna,
  type AntennaParams,
  type RuleSide,
} from "../../api/endpoints/antennas";
import {
  createCandidateSearchThunk,
  createCollectionThunks,
  createMemberChangeThunk,
  createMembersThunk,
} from "../collections/thunks";
import { createAppAsyncThunk } from "../hooks";
import { normalizeAntenna, normalizeAntennas } from "./normalize";
import { antennasOf, type AntennaRules, type NameRule } from "./state";

/**
 * kmyblue antennas (gate `antennas`), managed as lists are: the member's
 * antennas, their settings and rules, and the posts each caught, which
 * are a timeline (`antenna:<id>`, store/keys.ts).
 */

/**
 * The member's antennas (optional: a 404 or 501 turns antennas off), one for its
 * page (which says why it failed in place), and deletion (gone at once,
 * back if the server refuses).
 */
export const {
  fetchAll: fetchAntennas,
  fetchOne: fetchAntenna,
  remove: deleteAntenna,
} = createCollectionThunks("antennas", {
  getAll: getAntennas,
  getOne: getAntenna,
  remove: deleteAntennaCall,
  normalizeAll: normalizeAntennas,
  normalizeOne: normalizeAntenna,
});

/** A new antenna by its title; the form says why it failed. */
export const createAntenna = createAppAsyncThunk(
  "antennas/create",
  async ({ title }: { title: string }, { extra }) =>
    normalizeAntenna(await postAntenna(extra.client, { title })),
  { silent: true },
);

/** Renames an antenna or changes its settings; the dialog says why it failed. */
export const updateAntenna = createAppAsyncThunk(
  "antennas/update",
  async ({ id, params }: { id: string; params: AntennaParams }, { extra }) =>
    normalizeAntenna(await putAntenna(extra.client, id, params)),
  { silent: true },
);

/** An antenna's keywords, domains and hashtags; the rules panel says why they failed. */
export const fetchAntennaRules = createAppAsyncThunk(
  "antennas/fetchRules",
  async ({ id }: { id: string }, { extra, signal }) => {
    const [keywords, domains, tags] = await Promise.all([
      getAntennaKeywords(extra.client, id, signal),
      getAntennaDomains(extra.client, id, signal),
      getAntennaTags(extra.client, id, signal),
    ]);
    const rules: AntennaRules = {
      keywords: {
        include: keywords.keywords,
        exclude: keywords.exclude_keywords,
      },
      domains: { include: domains.domains, exclude: domains.exclude_domains },
      tags: { include: tags.tags, exclude: tags.exclude_tags },
    };
    return { id, rules };
  },
  { silent: true },
);

export interface RuleChangeArg {
  id: string;
  rule: NameRule;
  side: RuleSide;
  names: string[];
}

/**
 * Adds names to a rule or takes them out: shown at once, put back if the
 * server refuses, which the rules panel says in place (kmyblue refuses a
 * duplicate or too short keyword and a rule over its limit).
 */
export const addAntennaRule = createAppAsyncThunk(
  "antennas/addRule",
  async ({ id, rule, side, names }: RuleChangeArg, { extra }) => {
    await changeAntennaRule(extra.client, id, rule, side, "add", names);
    return { id };
  },
  { silent: true },
);

export const removeAntennaRule = createAppAsyncThunk(
  "antennas/removeRule",
  async ({ id, rule, side, names }: RuleChangeArg, { extra }) => {
    await changeAntennaRule(extra.client, id, rule, side, "remove", names);
    return { id };
  },
);

const accountPages = (side: RuleSide) =>
  side === "include" ? "accounts" : "excludedAccounts";

function accountsThunk(type: string, side: RuleSide) {
  return createMembersThunk(
    type,
    (state) => antennasOf(state)[accountPages(side)],
    (client, id, paging, signal) =>
      getAntennaAccounts(client, id, side, paging, signal),
  );
}

function accountChangeThunk(
  type: string,
  side: RuleSide,
  change: "add" | "remove",
) {
  return createMemberChangeThunk(type, (client, id, accountIds) =>
    changeAntennaRule(client, id, "accounts", side, change, accountIds),
  );
}

/** The accounts an antenna catches: paged, added and removed at once. */
export const fetchAntennaAccounts = accountsThunk(
  "antennas/fetchAccounts",
  "include",
);
export const addAntennaAccounts = accountChangeThunk(
  "antennas/addAccounts",
  "include",
  "add",
);
export const removeAntennaAccounts = accountChangeThunk(
  "antennas/removeAccounts",
  "include",
  "remove",
);

/** The accounts whose posts an antenna leaves out. */
export const fetchExcludedAccounts = accountsThunk(
  "antennas/fetchExcludedAccounts",
  "exclude",
);
export const addExcludedAccounts = accountChangeThunk(
  "antennas/addExcludedAccounts",
  "exclude",
  "add",
);
export const removeExcludedAccounts = accountChangeThunk(
  "antennas/removeExcludedAccounts",
  "exclude",
  "remove",
);

/** Accounts to add to an antenna's rules: anyone the search finds. */
export const searchAntennaCandidates = createCandidateSearchThunk(
  "antennas/search",
  () => false,
);
