import { ApiError } from "../../src/api/client";
import { createAppStore } from "../../src/store";
import { createAppAsyncThunk } from "../../src/store/hooks";
import { recordingClient } from "../support/recordingClient";

function newStore() {
  return createAppStore({ client: recordingClient().client });
}

const notices = (store: ReturnType<typeof newStore>) =>
  store.getState().notices.items.map(({ source, message, status }) => ({
    source,
    message,
    status,
  }));

interface Answered {
  status: number;
}

/** A call the server answers with `status`. */
const refused = ({ status }: Answered) => {
  const message = `answered ${String(status)}`;
  throw new ApiError(message, status, "", "https://social.example/", "", null);
};

describe("createAppAsyncThunk's failure wrapping", () => {
  it("rejects whatever the payload creator throws with the failure, toasted by default", async () => {
    const store = newStore();
    const thunk = createAppAsyncThunk("test/plain", refused);

    const action = await store.dispatch(thunk({ status: 500 }));

    expect(action.payload).toEqual({ message: "answered 500", status: 500 });
    expect(action.meta).toMatchObject({ silent: false });
    expect(notices(store)).toEqual([
      { source: "test/plain", message: "answered 500", status: 500 },
    ]);
  });

  it("keeps a thunk declared silent out of the toasts", async () => {
    const store = newStore();
    const thunk = createAppAsyncThunk("test/silent", refused, {
      silent: true,
    });

    const action = await store.dispatch(thunk({ status: 500 }));

    expect(thunk.rejected.match(action)).toBe(true);
    expect(action.meta).toMatchObject({ silent: true });
    expect(notices(store)).toEqual([]);
  });

  it("asks a silence function with the failure and the argument", async () => {
    const store = newStore();
    const thunk = createAppAsyncThunk(
      "test/paged",
      (arg: Answered & { more: boolean }) => refused(arg),
      { silent: (failure, { more }) => failure.status === 503 && !more },
    );

    await store.dispatch(thunk({ status: 503, more: false }));
    await store.dispatch(thunk({ status: 503, more: true }));

    expect(notices(store)).toEqual([
      { source: "test/paged", message: "answered 503", status: 503 },
    ]);
  });

  it("turns an optional feature off on 404, silently; other failures leave it on", async () => {
    const store = newStore();
    const thunk = createAppAsyncThunk("test/optional", refused, {
      optional: "directory",
    });

    await store.dispatch(thunk({ status: 500 }));
    expect(store.getState().instance.unavailable).toEqual([]);
    await store.dispatch(thunk({ status: 404 }));

    expect(store.getState().instance.unavailable).toEqual(["directory"]);
    expect(notices(store)).toEqual([]);
  });

  it("names the optional feature from the argument, or none", async () => {
    const store = newStore();
    const thunk = createAppAsyncThunk(
      "test/either",
      (arg: Answered & { list: boolean }) => refused(arg),
      { optional: ({ list }) => (list ? "lists" : null) },
    );

    await store.dispatch(thunk({ status: 501, list: false }));
    expect(store.getState().instance.unavailable).toEqual([]);
    expect(notices(store)).toHaveLength(1);
    await store.dispatch(thunk({ status: 501, list: true }));

    expect(store.getState().instance.unavailable).toEqual(["lists"]);
    expect(notices(store)).toHaveLength(1);
  });

  it("passes a rejection the payload creator made itself through unchanged", async () => {
    const store = newStore();
    const thunk = createAppAsyncThunk(
      "test/own",
      ({ status }: Answered, { rejectWithValue }) =>
        rejectWithValue({ message: "gone", status }, { silent: true }),
    );

    const action = await store.dispatch(thunk({ status: 410 }));

    expect(action.payload).toEqual({ message: "gone", status: 410 });
    expect(notices(store)).toEqual([]);
  });
});
