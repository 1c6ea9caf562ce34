import { entitiesEvicted } from "../../../src/store/entities";
import { injectedInteractionRequestsSlice } from "../../../src/store/interactionRequests/slice";
import { fetchInteractionRequests } from "../../../src/store/interactionRequests/thunks";
import { normalizeInteractionRequests } from "../../../src/store/interactionRequests/normalize";
import { interactionRequestSchema } from "../../../src/api/schemas/interactionRequest";
import type { RootState } from "../../../src/store/rootReducer";
import { rawAccount, rawStatus, testReducer } from "../factories";

const request = interactionRequestSchema.parse({
  id: "31",
  type: "reblog",
  account: rawAccount("701"),
  created_at: "2026-11-27T07:00:00.000Z",
  status: rawStatus("50"),
  reply: null,
});

const NONE = {
  statuses: [],
  accounts: [],
  polls: [],
  relationships: [],
  groups: [],
  chatMessages: [],
  timelines: [],
  timelinesTrimmed: [],
};

function loaded() {
  const { reduce, initial } = testReducer();
  const payload = {
    ...normalizeInteractionRequests([request]),
    more: false,
    next: "https://potluck.test/next",
  };
  const state = reduce(
    initial,
    fetchInteractionRequests.fulfilled(payload, "r1", undefined),
  );
  return { reduce, state };
}

const slice = (state: RootState) =>
  injectedInteractionRequestsSlice.selectSlice(state);

describe("interaction requests slice", () => {
  it("holds a page as rows whose account and post are entities", () => {
    const { state } = loaded();
    expect(slice(state).ids).toEqual(["31"]);
    expect(slice(state).byId["31"]).toMatchObject({
      type: "reblog",
      account_id: "701",
      status_id: "50",
      reply_id: null,
    });
    expect(state.statuses.byId["50"]).toBeDefined();
    expect(state.accounts.byId["701"]).toBeDefined();
  });

  it("says a further page failed, and clears that when one arrives", () => {
    const { reduce, state } = loaded();
    const failed = reduce(
      state,
      fetchInteractionRequests.rejected(null, "r2", { more: true }),
    );
    expect(slice(failed).moreFailed).toBe(true);
    expect(slice(failed).isLoading).toBe(false);
  });

  it("forgets the rows when the collector takes a post they show", () => {
    const { reduce, state } = loaded();
    const kept = reduce(state, entitiesEvicted({ ...NONE, statuses: ["99"] }));
    expect(slice(kept).ids).toEqual(["31"]);
    const swept = reduce(state, entitiesEvicted({ ...NONE, statuses: ["50"] }));
    expect(slice(swept).ids).toEqual([]);
    expect(slice(swept).next).toBeNull();
  });
});
