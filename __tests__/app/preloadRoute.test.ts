import { preloadRoute } from "../../src/app/routes";
import { parseConfig } from "../../src/config";
import type { AppDispatch } from "../../src/store/index";

// jsdom's page is http://localhost/; with the basename "/" it is the homepage.
const config = parseConfig(
  { basename: "/" },
  "http://localhost",
  () => undefined,
);

/** A dispatch whose thunks settle when the test says so. */
function controlledDispatch() {
  let settle: () => void = () => undefined;
  const settled = new Promise<void>((resolve) => {
    settle = resolve;
  });
  const dispatch = jest.fn(() => settled);
  return {
    dispatch: dispatch as unknown as AppDispatch,
    settle,
    calls: dispatch,
  };
}

/** Lets the route's chunk imports and the promise chains run. */
async function flush(): Promise<void> {
  for (let i = 0; i < 20; i += 1) await Promise.resolve();
  await jest.advanceTimersByTimeAsync(0);
}

describe("preloadRoute", () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it("waits for the homepage's timeline to be in the store", async () => {
    const { dispatch, settle, calls } = controlledDispatch();
    let done = false;
    void preloadRoute(config, dispatch, Promise.resolve()).then(() => {
      done = true;
    });
    await flush();
    expect(calls).toHaveBeenCalledTimes(1);
    await jest.advanceTimersByTimeAsync(500);
    expect(done).toBe(false);

    settle();
    await flush();
    expect(done).toBe(true);
  });

  it("stops waiting for slow data after a second", async () => {
    const { dispatch } = controlledDispatch();
    let done = false;
    void preloadRoute(config, dispatch, Promise.resolve()).then(() => {
      done = true;
    });
    await flush();
    await jest.advanceTimersByTimeAsync(990);
    expect(done).toBe(false);
    await jest.advanceTimersByTimeAsync(20);
    expect(done).toBe(true);
  });

  it("does not wait when the instance failed", async () => {
    const { dispatch, calls } = controlledDispatch();
    let done = false;
    void preloadRoute(config, dispatch, Promise.reject(new Error("down"))).then(
      () => {
        done = true;
      },
    );
    await flush();
    expect(calls).not.toHaveBeenCalled();
    expect(done).toBe(true);
  });

  describe("a member's /home", () => {
    beforeEach(() => window.history.replaceState(null, "", "/home"));
    afterEach(() => window.history.replaceState(null, "", "/"));

    /** preloadRoute with a session verified when the test says so. */
    function preloadHome(dispatch: AppDispatch) {
      let verify: (verified: boolean) => void = () => undefined;
      const verified = new Promise<boolean>((resolve) => {
        verify = resolve;
      });
      const state = { done: false };
      void preloadRoute(config, dispatch, Promise.resolve(), verified).then(
        () => {
          state.done = true;
        },
      );
      return { verify, state };
    }

    it("asks for the timeline, filters and marker once the session is verified, and waits for them", async () => {
      const { dispatch, settle, calls } = controlledDispatch();
      const { verify, state } = preloadHome(dispatch);
      await flush();
      expect(calls).not.toHaveBeenCalled();
      verify(true);
      await flush();
      expect(calls).toHaveBeenCalledTimes(3);
      expect(state.done).toBe(false);

      settle();
      await flush();
      expect(state.done).toBe(true);
    });

    it("asks nothing with a stored token that was not verified", async () => {
      const { dispatch, calls } = controlledDispatch();
      const { verify, state } = preloadHome(dispatch);
      verify(false);
      await flush();
      expect(calls).not.toHaveBeenCalled();
      expect(state.done).toBe(true);
    });
  });
});
