import { act, fireEvent, screen } from "@testing-library/react";
import { ColumnHeader } from "../../src/components/ColumnHeader";
import { renderWithProviders } from "../support/renderWithProviders";

function scrollTo(y: number) {
  Object.defineProperty(window, "scrollY", { configurable: true, value: y });
  fireEvent.scroll(window);
}

beforeEach(() => {
  jest.useFakeTimers();
  Object.defineProperty(window, "scrollY", { configurable: true, value: 0 });
});
afterEach(() => jest.useRealTimers());

describe("ColumnHeader", () => {
  it("shows its title as a heading and its actions", () => {
    renderWithProviders(
      <ColumnHeader title="Local timeline" level={2}>
        <button type="button">Settings</button>
      </ColumnHeader>,
    );
    expect(
      screen.getByRole("heading", { level: 2, name: "Local timeline" }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole("button", { name: "Settings" }),
    ).toBeInTheDocument();
  });

  it("takes the scrolled style past 32 px, throttled to 50 ms", () => {
    renderWithProviders(<ColumnHeader title="Home" />);
    const header = screen.getByRole("banner");
    const advance = (ms: number) => act(() => jest.advanceTimersByTime(ms));
    expect(header).toHaveAttribute("data-scrolled", "false");

    // Idle: a scroll applies at once; exactly 32 px is not past the threshold.
    advance(100);
    act(() => scrollTo(32));
    expect(header).toHaveAttribute("data-scrolled", "false");

    // Within 50 ms of the last update, the latest position applies at the end.
    act(() => scrollTo(33));
    advance(49);
    expect(header).toHaveAttribute("data-scrolled", "false");
    advance(1);
    expect(header).toHaveAttribute("data-scrolled", "true");

    advance(100);
    act(() => scrollTo(0));
    expect(header).toHaveAttribute("data-scrolled", "false");
  });

  it("starts scrolled when the page already is", () => {
    Object.defineProperty(window, "scrollY", {
      configurable: true,
      value: 400,
    });
    renderWithProviders(<ColumnHeader title="Home" />);
    expect(screen.getByRole("banner")).toHaveAttribute("data-scrolled", "true");
  });
});
