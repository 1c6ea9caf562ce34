import { act, screen } from "@testing-library/react";
import { RelativeTime } from "../../src/components/RelativeTime";
import { renderWithProviders } from "../support/renderWithProviders";

const NOW = new Date(2026, 5, 15, 12, 0, 0);
const ago = (ms: number) => new Date(NOW.getTime() - ms);
const ahead = (ms: number) => new Date(NOW.getTime() + ms);
const S = 1000;
const M = 60 * S;
const H = 60 * M;
const D = 24 * H;

beforeEach(() => {
  jest.useFakeTimers();
  jest.setSystemTime(NOW);
});
afterEach(() => jest.useRealTimers());

function label(date: Date, remaining = false) {
  const { container, unmount } = renderWithProviders(
    <RelativeTime date={date.toISOString()} remaining={remaining} />,
  );
  const text = container.textContent;
  unmount();
  return text;
}

describe("RelativeTime", () => {
  it.each([
    [0, "now"],
    [9 * S, "now"],
    [15 * S, "15s"],
    [5 * M, "5m"],
    [3 * H, "3h"],
    [6 * D, "6d"],
    [14 * D, "Jun 1"],
  ])("shows %d ms ago as '%s'", (ms, text) => {
    expect(label(ago(ms))).toBe(text);
  });

  it("adds the year for dates from another year", () => {
    expect(label(new Date(2025, 11, 31, 9, 0))).toBe("Dec 31, 2025");
  });

  it.each([
    [5 * S, "Moments remaining"],
    [1 * S + 30 * S, "31 seconds left"],
    [1 * M, "1 minute left"],
    [5 * M, "5 minutes left"],
    [2 * H, "2 hours left"],
    [1 * D, "1 day left"],
  ])("shows %d ms ahead as '%s'", (ms, text) => {
    expect(label(ahead(ms), true)).toBe(text);
  });

  it("is a <time> with the full date on a 12-hour clock as its tooltip", () => {
    const date = new Date(2026, 5, 14, 15, 5);
    const { container } = renderWithProviders(
      <RelativeTime date={date.toISOString()} />,
    );
    const time = container.querySelector("time");
    expect(time).toHaveAttribute("datetime", date.toISOString());
    // ICU versions differ in the space before PM.
    expect(time).toHaveAttribute(
      "title",
      expect.stringMatching(/^Jun 14, 2026, 3:05\sPM$/),
    );
  });

  it("renders nothing for an invalid date", () => {
    const { container } = renderWithProviders(
      <RelativeTime date="not a date" />,
    );
    expect(container).toBeEmptyDOMElement();
  });

  it("refreshes every 10 s from one shared timer", () => {
    const setIntervalSpy = jest.spyOn(globalThis, "setInterval");
    const clearIntervalSpy = jest.spyOn(globalThis, "clearInterval");
    const { unmount } = renderWithProviders(
      <>
        <RelativeTime date={NOW} />
        <RelativeTime date={ago(50 * S)} />
        <RelativeTime date={ago(30 * M)} />
      </>,
    );
    expect(setIntervalSpy).toHaveBeenCalledTimes(1);
    expect(screen.getByText("now")).toBeInTheDocument();

    act(() => jest.advanceTimersByTime(10 * S));
    expect(screen.getByText("10s")).toBeInTheDocument();
    expect(screen.getByText("1m")).toBeInTheDocument();

    unmount();
    expect(clearIntervalSpy).toHaveBeenCalledTimes(1);
  });
});
