type Startup = typeof import("../../src/components/startup");

/** A fresh copy of the module: its state is the page's, once per load. */
function freshStartup(): Startup {
  let module: Startup | undefined;
  jest.isolateModules(() => {
    module = jest.requireActual<Startup>("../../src/components/startup");
  });
  if (!module) throw new Error("startup.ts did not load");
  return module;
}

describe("startup: what waits for the first screen", () => {
  beforeEach(() => {
    jest.useFakeTimers();
    jest.spyOn(performance, "now").mockReturnValue(0);
  });
  afterEach(() => {
    jest.useRealTimers();
    jest.restoreAllMocks();
  });

  it("lets the deferred parts in 1.5 s after start on a screen that marks nothing", async () => {
    const startup = freshStartup();
    const done = jest.fn();
    void startup.afterFirstScreen().then(done);
    await jest.advanceTimersByTimeAsync(1_499);
    expect(done).not.toHaveBeenCalled();
    await jest.advanceTimersByTimeAsync(1);
    expect(done).toHaveBeenCalled();
    expect(startup.isFirstScreenPainted()).toBe(true);
  });

  it("waits past 1.5 s for a screen that will mark its post, and lets them in at the mark", async () => {
    const startup = freshStartup();
    const done = jest.fn();
    void startup.afterFirstScreen().then(done);
    startup.firstScreenWillMark();
    await jest.advanceTimersByTimeAsync(5_000);
    expect(done).not.toHaveBeenCalled();
    startup.firstScreenPainted();
    await jest.advanceTimersByTimeAsync(0);
    expect(done).toHaveBeenCalled();
  });

  it("keeps a safety net when the post never comes", async () => {
    const startup = freshStartup();
    startup.firstScreenWillMark();
    const done = jest.fn();
    void startup.afterFirstScreen().then(done);
    await jest.advanceTimersByTimeAsync(9_999);
    expect(done).not.toHaveBeenCalled();
    await jest.advanceTimersByTimeAsync(1);
    expect(done).toHaveBeenCalled();
  });
});
