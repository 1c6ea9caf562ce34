import { accountSchema } from "../../../src/api/schemas/account";
import { relationshipSchema } from "../../../src/api/schemas/relationship";
import { entitiesEvicted } from "../../../src/store/entities";
import { followRelationshipsUpdated } from "../../../src/store/events";
import {
  normalizeAccount,
  normalizeRelationships,
} from "../../../src/store/normalize";
import { selectAccountIdByAcct } from "../../../src/store/accounts/selectors";
import {
  fetchAccount,
  fetchAccountByAcct,
} from "../../../src/store/accounts/thunks";
import { rawAccount, reduceAll, testReducer } from "../factories";

const { reduce, initial } = testReducer();

function accountFetched(raw: Record<string, unknown>, fetchedAt = 5) {
  const { result, entities } = normalizeAccount(accountSchema.parse(raw));
  return fetchAccount.fulfilled({ result, entities, fetchedAt }, "req", {
    id: result,
  });
}

/** A lookup of `asked` that the server answered with `raw`. */
function accountLookedUp(asked: string, raw: Record<string, unknown>) {
  const { result, entities } = normalizeAccount(accountSchema.parse(raw));
  return fetchAccountByAcct.fulfilled(
    { result, entities, fetchedAt: 5 },
    "req",
    {
      acct: asked,
    },
  );
}

const evicted = (accounts: string[]) =>
  entitiesEvicted({
    statuses: [],
    accounts,
    polls: [],
    relationships: accounts,
    groups: [],
    chatMessages: [],
    timelines: [],
    timelinesTrimmed: [],
  });

describe("accounts", () => {
  it("index accounts by lower-cased acct, beside byId", () => {
    const state = reduceAll(reduce, initial, [
      accountFetched(rawAccount("1", { acct: "Alice@Example.Social" })),
    ]);
    expect(state.accounts.idByAcct["alice@example.social"]).toBe("1");
    expect(state.accounts.fetchedAt["1"]).toBe(5);
  });

  it("a renamed account loses its old acct key: the index cannot drift", () => {
    const state = reduceAll(reduce, initial, [
      accountFetched(rawAccount("1", { acct: "alice" })),
      accountFetched(rawAccount("1", { acct: "alice@new.example" })),
    ]);
    expect(state.accounts.idByAcct).toEqual({ "alice@new.example": "1" });
  });

  it("an acct taken over by another account points to the newer one only", () => {
    const state = reduceAll(reduce, initial, [
      accountFetched(rawAccount("1", { acct: "bob" })),
      accountFetched(rawAccount("2", { acct: "bob" })),
      evicted(["1"]),
    ]);
    expect(state.accounts.idByAcct).toEqual({ bob: "2" });
  });

  it("eviction drops the account, its index entry and its relationship", () => {
    const relationships = normalizeRelationships([
      relationshipSchema.parse({ id: "1", following: true }),
    ]);
    const state = reduceAll(reduce, initial, [
      accountFetched(rawAccount("1")),
      {
        type: "relationships/fetch/fulfilled",
        payload: { ...relationships, fetchedAt: 1 },
      },
      evicted(["1"]),
    ]);
    expect(state.accounts.byId).toEqual({});
    expect(state.accounts.idByAcct).toEqual({});
    expect(state.relationships.byId).toEqual({});
  });

  it("a follow relationships update sets counts and the viewer's relationship", () => {
    const relationships = normalizeRelationships([
      relationshipSchema.parse({ id: "2", requested: true }),
    ]);
    const state = reduceAll(reduce, initial, [
      accountFetched(rawAccount("1")),
      accountFetched(rawAccount("2")),
      {
        type: "relationships/fetch/fulfilled",
        payload: { ...relationships, fetchedAt: 1 },
      },
      followRelationshipsUpdated({
        state: "follow_accept",
        follower: { id: "1", follower_count: 10, following_count: 11 },
        following: { id: "2", follower_count: 20, following_count: 21 },
        viewerId: "1",
      }),
    ]);
    expect(state.accounts.byId["1"]?.following_count).toBe(11);
    expect(state.accounts.byId["2"]?.followers_count).toBe(20);
    expect(state.relationships.byId["2"]).toMatchObject({
      following: true,
      requested: false,
    });
  });

  it("finds an account by the acct a lookup was asked for, until it is evicted", () => {
    const looked = reduceAll(reduce, initial, [
      accountLookedUp(
        "Alex@Gleasonator.com",
        rawAccount("1", { acct: "alex" }),
      ),
      accountLookedUp("Bob", rawAccount("2", { acct: "bob" })),
    ]);
    expect(selectAccountIdByAcct(looked, "alex@gleasonator.com")).toBe("1");
    expect(selectAccountIdByAcct(looked, "@alex")).toBe("1");
    // An acct that differs only in case is the index's own key: no alias.
    expect(looked.accounts.idByLookup).toEqual({ "alex@gleasonator.com": "1" });

    const state = reduceAll(reduce, looked, [evicted(["1"])]);
    expect(state.accounts.idByLookup).toEqual({});
    expect(
      selectAccountIdByAcct(state, "alex@gleasonator.com"),
    ).toBeUndefined();
  });
});
