import { act, renderHook, waitFor } from "@testing-library/react";
import type { ReactNode } from "react";
import { Provider } from "react-redux";
import { createAppStore, type AppStore } from "../../src/store";
import { createAppAsyncThunk } from "../../src/store/hooks";
import { useRequest, type RequestOptions } from "../../src/store/useRequest";
import { recordingClient } from "../support/recordingClient";

/** How the test ends a request: fulfilled, or rejected with a status. */
type Answer = { ok: true } | { ok: false; status: number; silent: boolean };

/** One dispatched request of the test thunk, settled by the test. */
interface Pending {
  id: string;
  signal: AbortSignal;
  resolve: () => void;
  reject: (status: number, silent: boolean) => void;
}

let pending: Pending[];

/** Ends when the test says so; `fresh` is skipped by its condition. */
const load = createAppAsyncThunk(
  "test/load",
  async ({ id }: { id: string }, { signal, rejectWithValue }) => {
    const answer = await new Promise<Answer>((settle) => {
      pending.push({
        id,
        signal,
        resolve: () => settle({ ok: true }),
        reject: (status, silent) => settle({ ok: false, status, silent }),
      });
    });
    if (answer.ok) return { id };
    const failure = { message: `failed ${id}`, status: answer.status };
    return rejectWithValue(failure, { silent: answer.silent });
  },
  { condition: ({ id }) => id !== "fresh" },
);

let store: AppStore;

function wrapper({ children }: { children: ReactNode }) {
  return <Provider store={store}>{children}</Provider>;
}

interface Props {
  arg: { id: string } | null;
  options?: RequestOptions;
}

function renderRequest(initial: Props) {
  return renderHook(
    ({ arg, options }: Props) => useRequest(load, arg, options),
    {
      wrapper,
      initialProps: initial,
    },
  );
}

function last(): Pending {
  const request = pending.at(-1);
  if (!request) throw new Error("no request was dispatched");
  return request;
}

/**
 * Ends a request inside act: the request settles over several microtasks,
 * and act flushes them and the hook's update before the test goes on.
 */
async function answer(end: () => void) {
  await act(async () => {
    end();
    await Promise.resolve();
  });
}

beforeEach(() => {
  pending = [];
  store = createAppStore({ client: recordingClient().client });
});

test("loading until the thunk is fulfilled, then done", async () => {
  const { result } = renderRequest({ arg: { id: "1" } });
  expect(result.current).toMatchObject({ phase: "loading", failure: null });
  expect(pending.map((request) => request.id)).toEqual(["1"]);

  await answer(() => last().resolve());

  await waitFor(() => expect(result.current.phase).toBe("done"));
  expect(result.current.failure).toBeNull();
});

test("a rejection is failed with its failure, and retry asks again", async () => {
  const { result, rerender } = renderRequest({ arg: { id: "1" } });
  const retry = result.current.retry;
  await answer(() => last().reject(503, false));
  await waitFor(() => expect(result.current.phase).toBe("failed"));
  expect(result.current.failure).toEqual({ message: "failed 1", status: 503 });

  rerender({ arg: { id: "1" } });
  expect(result.current.retry).toBe(retry);
  act(() => result.current.retry());

  expect(result.current).toMatchObject({ phase: "loading", failure: null });
  expect(pending.map((request) => request.id)).toEqual(["1", "1"]);
  await answer(() => last().resolve());
  await waitFor(() => expect(result.current.phase).toBe("done"));
});

test("a new argument aborts the old request, whose end is then ignored", async () => {
  const { result, rerender } = renderRequest({ arg: { id: "1" } });
  const first = last();

  rerender({ arg: { id: "2" } });

  expect(first.signal.aborted).toBe(true);
  expect(result.current.phase).toBe("loading");
  await answer(() => first.reject(500, false));
  await answer(() => last().resolve());
  await waitFor(() => expect(result.current.phase).toBe("done"));
  expect(pending.map((request) => request.id)).toEqual(["1", "2"]);
});

test("an equal argument in a new object is not asked again", () => {
  const { rerender } = renderRequest({ arg: { id: "1" } });

  rerender({ arg: { id: "1" } });

  expect(pending).toHaveLength(1);
  expect(last().signal.aborted).toBe(false);
});

test("unmounting aborts the request", () => {
  const { unmount } = renderRequest({ arg: { id: "1" } });

  unmount();

  expect(last().signal.aborted).toBe(true);
  // An abort the component asked for is not anybody's error.
  expect(store.getState().notices.items).toEqual([]);
});

test("a thunk its condition skipped counts as done", async () => {
  const { result } = renderRequest({ arg: { id: "fresh" } });

  await waitFor(() => expect(result.current.phase).toBe("done"));
  expect(pending).toEqual([]);
});

test("a null argument or skip asks nothing and is done; asking later loads", () => {
  const { result, rerender } = renderRequest({ arg: null });
  expect(result.current).toMatchObject({ phase: "done", failure: null });

  rerender({ arg: { id: "1" }, options: { skip: true } });
  expect(result.current.phase).toBe("done");
  expect(pending).toEqual([]);

  rerender({ arg: { id: "1" } });
  expect(result.current.phase).toBe("loading");
  const request = last();

  rerender({ arg: null });
  expect(request.signal.aborted).toBe(true);
  expect(result.current.phase).toBe("done");
});

test("a silent failure is failed in place and toasts nothing", async () => {
  const { result } = renderRequest({ arg: { id: "1" } });

  await answer(() => last().reject(404, true));

  await waitFor(() => expect(result.current.phase).toBe("failed"));
  expect(result.current.failure).toEqual({ message: "failed 1", status: 404 });
  expect(store.getState().notices.items).toEqual([]);
});

test("a failure that is not silent is failed and also toasted", async () => {
  const { result } = renderRequest({ arg: { id: "1" } });

  await answer(() => last().reject(500, false));

  await waitFor(() => expect(result.current.phase).toBe("failed"));
  expect(store.getState().notices.items).toMatchObject([
    { kind: "error", message: "failed 1", status: 500, source: "test/load" },
  ]);
});
