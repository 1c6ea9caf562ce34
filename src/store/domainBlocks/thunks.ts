import {
  deleteDomainBlock,
  getDomainBlocks,
  postDomainBlock,
} from "../../api/endpoints/blocking";
import { isFresh } from "../entities";
import { createAppAsyncThunk } from "../hooks";
import { readDomainBlocks } from "./state";

/** Domains per page. */
const PAGE_SIZE = 100;

/**
 * A page of the viewer's blocked domains (where `domainBlocks`); `more`
 * follows the Link cursor. Silent: the screen says a failure in place.
 */
export const fetchDomainBlocks = createAppAsyncThunk(
  "domainBlocks/fetch",
  async (
    { more = false }: { more?: boolean } | undefined = {},
    { extra, getState, signal },
  ) => {
    const { next } = readDomainBlocks(getState());
    const page = await getDomainBlocks(
      extra.client,
      more && next !== null ? { url: next } : { limit: PAGE_SIZE },
      signal,
    );
    return {
      more,
      domains: page.items,
      next: page.next,
      fetchedAt: Date.now(),
    };
  },
  {
    optional: "domainBlocks",
    condition: (arg, { getState }) => {
      const state = getState();
      if (state.session.accessToken === null) return false;
      const held = readDomainBlocks(state);
      return arg?.more
        ? held.loading === null && held.next !== null
        : !isFresh(held.fetchedAt, Date.now());
    },
  },
);

export interface DomainArg {
  domain: string;
}

/**
 * Lifts a domain block. The domain stays in the list, marked unblocked, so
 * the reader can block it again in place; a refusal restores the block.
 */
export const unblockDomain = createAppAsyncThunk(
  "domainBlocks/unblock",
  async ({ domain }: DomainArg, { extra }) => {
    await deleteDomainBlock(extra.client, domain);
    return { domain };
  },
);

/** Blocks a domain again (the undo of an unblock in the list). */
export const blockDomain = createAppAsyncThunk(
  "domainBlocks/block",
  async ({ domain }: DomainArg, { extra }) => {
    await postDomainBlock(extra.client, domain);
    return { domain };
  },
);
