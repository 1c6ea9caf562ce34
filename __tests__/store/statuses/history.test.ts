import { entitiesEvicted } from "../../../src/store/entities";
import { statusDeleted } from "../../../src/store/events";
import { statusEditSchema } from "../../../src/api/schemas/statusEdit";
import {
  normalizeStatusHistory,
  type StoredStatusEdit,
} from "../../../src/store/normalize";
import { selectStatusHistory } from "../../../src/store/statuses/selectors";
import { fetchStatusHistory } from "../../../src/store/statuses/thunks";
import { rawAccount, reduceAll, testReducer } from "../factories";

const { reduce, initial } = testReducer();

function edit(content: string): StoredStatusEdit {
  const [stored] = normalizeStatusHistory([
    statusEditSchema.parse({
      content,
      created_at: "2024-01-01T00:00:00Z",
      account: rawAccount("3"),
    }),
  ]).result;
  if (!stored) throw new Error("the edit did not parse");
  return stored;
}

const historyFetched = (id: string, edits: StoredStatusEdit[]) =>
  fetchStatusHistory.fulfilled(
    { id, result: edits, entities: {}, fetchedAt: 1 },
    "req",
    { id },
  );

const evicted = (statuses: string[]) =>
  entitiesEvicted({
    statuses,
    accounts: [],
    polls: [],
    relationships: [],
    groups: [],
    chatMessages: [],
    timelines: [],
    timelinesTrimmed: [],
  });

describe("a status's edit history", () => {
  it("is kept by status, as last fetched", () => {
    const state = reduceAll(reduce, initial, [
      historyFetched("1", [edit("a")]),
      historyFetched("1", [edit("a"), edit("b")]),
    ]);
    expect(selectStatusHistory(state, "1")?.map((e) => e.content)).toEqual([
      "a",
      "b",
    ]);
  });

  it("goes with its status, evicted or deleted", () => {
    const state = reduceAll(reduce, initial, [
      historyFetched("1", [edit("a")]),
      historyFetched("2", [edit("b")]),
      evicted(["1"]),
      statusDeleted({ id: "2" }),
    ]);
    expect(state.statuses.history).toEqual({});
  });
});
