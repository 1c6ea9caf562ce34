import { sessionStarted } from "../../src/store/events";
import { createAppStore } from "../../src/store/index";
import { actionSanitizer, stateSanitizer } from "../../src/store/devTools";
import { streamBatchReceived } from "../../src/store/streaming/slice";
import {
  fakeClient,
  normalized,
  rawStatus,
  sid,
  streamedUpdate,
} from "./factories";

describe("the store", () => {
  it("keeps the serialisable check on in development and tests", () => {
    const error = jest
      .spyOn(console, "error")
      .mockImplementation(() => undefined);
    const store = createAppStore({ client: fakeClient({}).client });
    store.dispatch({ type: "test/bad", payload: new Date() });
    expect(String(error.mock.calls[0]?.[0])).toContain(
      "non-serializable value",
    );
  });

  it("hands the API client to thunks as extra", async () => {
    const { client, calls } = fakeClient({
      "/api/v1/timelines/home": () => ({ body: [] }),
    });
    const store = createAppStore({ client });
    await store.dispatch((_dispatch, _getState, extra) =>
      extra.client.request("GET", "/api/v1/timelines/home"),
    );
    expect(calls).toHaveLength(1);
  });
});

describe("DevTools sanitisers", () => {
  it("summarise batches and entity payloads", () => {
    const batch = streamBatchReceived({
      actions: [
        streamedUpdate(rawStatus(sid(1))),
        streamedUpdate(rawStatus(sid(2))),
      ],
    });
    expect(actionSanitizer(batch).payload).toEqual({
      actions: { count: 2, types: { "timelines/statusReceived": 2 } },
    });
    const fetched = {
      type: "timelines/fetch/fulfilled",
      payload: { key: "home", ...normalized([rawStatus(sid(1))]) },
    };
    expect(actionSanitizer(fetched).payload).toEqual({
      key: "home",
      result: [sid(1)],
      entities: { statuses: 1, accounts: 1 },
    });
  });

  it("summarise entity maps and hide the token", () => {
    const store = createAppStore({ client: fakeClient({}).client });
    store.dispatch(sessionStarted({ accessToken: "secret" }));
    store.dispatch(streamedUpdate(rawStatus(sid(1))));
    const sanitised = stateSanitizer(store.getState());
    expect(sanitised.session.accessToken).toBe("(hidden)");
    expect(sanitised.statuses.byId).toEqual({ "(entities)": 1 });
    expect(store.getState().session.accessToken).toBe("secret");
  });
});
