import { throttle } from "../../src/utils/throttle";

describe("throttle", () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it("runs at once, then once at the end of the window with the latest arguments", () => {
    const calls: number[] = [];
    const fn = throttle((n: number) => calls.push(n), 50);
    fn(1);
    fn(2);
    fn(3);
    expect(calls).toEqual([1]);
    jest.advanceTimersByTime(50);
    expect(calls).toEqual([1, 3]);
    jest.advanceTimersByTime(100);
    fn(4);
    expect(calls).toEqual([1, 3, 4]);
  });

  it("drops the pending call on cancel", () => {
    const calls: number[] = [];
    const fn = throttle((n: number) => calls.push(n), 50);
    fn(1);
    fn(2);
    fn.cancel();
    jest.advanceTimersByTime(100);
    expect(calls).toEqual([1]);
  });
});
