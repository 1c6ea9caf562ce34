import { accountSwitched } from "../../../src/store/events";
import { fetchMarkers, saveMarker } from "../../../src/store/markers/thunks";
import { recordingClient, sessionStore } from "../session/support";

const marker = (id: string) => ({
  last_read_id: id,
  version: 2,
  updated_at: "2024-01-01T00:00:00.000Z",
});

function signedIn(markers: boolean, held?: string) {
  const { client, calls } = recordingClient({
    "POST /api/v1/markers": (call) => ({
      body: {
        home: marker(
          (call.body?.home as { last_read_id: string }).last_read_id,
        ),
      },
    }),
  });
  const store = sessionStore(
    client,
    { markers },
    { session: { accessToken: "t", me: "1" } },
  );
  if (held) {
    store.dispatch(
      saveMarker.fulfilled(
        { markers: { home: { ...marker(held), unread_count: null } } },
        "r",
        {
          timeline: "home",
          lastReadId: held,
        },
      ),
    );
  }
  return { store, calls };
}

describe("saveMarker", () => {
  it("posts the home position and keeps the server's answer", async () => {
    const { store, calls } = signedIn(true);
    await store.dispatch(saveMarker({ timeline: "home", lastReadId: "1005" }));
    expect(calls[0]).toMatchObject({
      method: "POST",
      path: "/api/v1/markers",
      body: { home: { last_read_id: "1005" } },
    });
    expect(store.getState().markers.byTimeline.home?.last_read_id).toBe("1005");
  });

  it("only moves forward: an older or equal position is not sent", async () => {
    const { store, calls } = signedIn(true, "1005");
    await store.dispatch(saveMarker({ timeline: "home", lastReadId: "1004" }));
    await store.dispatch(saveMarker({ timeline: "home", lastReadId: "1005" }));
    expect(calls).toEqual([]);
    await store.dispatch(saveMarker({ timeline: "home", lastReadId: "1010" }));
    expect(calls).toHaveLength(1);
  });

  it("sends nothing where the server has no markers", async () => {
    const { store, calls } = signedIn(false);
    await store.dispatch(saveMarker({ timeline: "home", lastReadId: "1005" }));
    expect(calls).toEqual([]);
  });
});

describe("fetchMarkers", () => {
  it("keeps no positions asked for an account that is no longer the one in use", async () => {
    let answer: () => void = () => undefined;
    const { client } = recordingClient({
      "GET /api/v1/markers": () => ({
        body: { notifications: marker("900") },
      }),
    });
    const reply = client.request.bind(client);
    // The reply comes after the switch.
    client.request = (...args) =>
      new Promise((resolve, reject) => {
        answer = () => void reply(...args).then(resolve, reject);
      });
    const store = sessionStore(
      client,
      { markers: true },
      { session: { accessToken: "alice", me: "1" } },
    );
    const asked = store.dispatch(fetchMarkers());
    store.dispatch(accountSwitched({ accessToken: "bob", me: "2" }));
    answer();
    const result = await asked;
    expect(fetchMarkers.rejected.match(result)).toBe(true);
    expect(store.getState().markers.byTimeline.notifications).toBeUndefined();
    expect(store.getState().markers.fetchedAt).toBeNull();
  });
});
