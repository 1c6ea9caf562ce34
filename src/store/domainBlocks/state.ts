import { notLoaded, type LoadState } from "../loadState";
import type { RootState } from "../rootReducer";

/**
 * The viewer's blocked domains, in the server's order. A domain unblocked
 * from the list stays in it, marked in `unblocked`, until the list is
 * loaded again: the row then offers to block it again. Changes show at once
 * (`pending`) and `previous` holds, per request, what a refusal restores.
 */
export interface DomainBlocksState extends LoadState {
  domains: string[];
  next: string | null;
  unblocked: Record<string, true>;
  previous: { requestId: string; domain: string; unblocked: boolean }[];
}

export const initialDomainBlocksState: DomainBlocksState = {
  ...notLoaded(),
  domains: [],
  next: null,
  unblocked: {},
  previous: [],
};

/** The slice's state; before the screen's code loads (`slice.ts`), none is held. */
export const readDomainBlocks = (state: RootState): DomainBlocksState =>
  state.domainBlocks ?? initialDomainBlocksState;
