import { act, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { HoverCard } from "../../src/components/HoverCard";
import { renderWithProviders } from "../support/renderWithProviders";

const originalWidth = window.innerWidth;

function setWidth(width: number) {
  Object.defineProperty(window, "innerWidth", {
    configurable: true,
    value: width,
  });
}

beforeEach(() => {
  jest.useFakeTimers();
  setWidth(1024);
});
afterEach(() => {
  jest.useRealTimers();
  setWidth(originalWidth);
});

const user = () =>
  userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });

function renderCard() {
  const renderContent = jest.fn(() => <p>Alice's card</p>);
  renderWithProviders(
    <HoverCard renderCard={renderContent}>
      <a href="/@alice">Alice</a>
    </HoverCard>,
  );
  const trigger = screen.getByRole("link", { name: "Alice" });
  return { renderContent, trigger, pointer: user() };
}

const advance = (ms: number) => act(() => jest.advanceTimersByTime(ms));

describe("HoverCard", () => {
  it("opens 600 ms after the pointer enters, rendering the content only then", async () => {
    const { renderContent, trigger, pointer } = renderCard();
    await pointer.hover(trigger);
    advance(599);
    expect(screen.queryByText("Alice's card")).toBeNull();
    expect(renderContent).not.toHaveBeenCalled();
    advance(1);
    expect(screen.getByText("Alice's card")).toBeInTheDocument();
  });

  it("closes 300 ms after the pointer leaves", async () => {
    const { trigger, pointer } = renderCard();
    await pointer.hover(trigger);
    advance(600);
    await pointer.unhover(trigger);
    advance(299);
    expect(screen.getByText("Alice's card")).toBeInTheDocument();
    advance(1);
    expect(screen.queryByText("Alice's card")).toBeNull();
  });

  it("stays open while the pointer is over the card", async () => {
    const { trigger, pointer } = renderCard();
    await pointer.hover(trigger);
    advance(600);
    await pointer.unhover(trigger);
    advance(100);
    await pointer.hover(screen.getByText("Alice's card"));
    advance(1000);
    expect(screen.getByText("Alice's card")).toBeInTheDocument();
  });

  it("does not open if the pointer leaves before the delay", async () => {
    const { trigger, pointer } = renderCard();
    await pointer.hover(trigger);
    advance(300);
    await pointer.unhover(trigger);
    advance(1000);
    expect(screen.queryByText("Alice's card")).toBeNull();
  });

  it("closes at once when the trigger is clicked", async () => {
    const { trigger, pointer } = renderCard();
    await pointer.hover(trigger);
    advance(600);
    await pointer.click(trigger);
    expect(screen.queryByText("Alice's card")).toBeNull();
    advance(1000);
    expect(screen.queryByText("Alice's card")).toBeNull();
  });

  it("never opens on windows 630 px wide or narrower", async () => {
    setWidth(630);
    const { trigger, renderContent, pointer } = renderCard();
    await pointer.hover(trigger);
    advance(2000);
    expect(screen.queryByText("Alice's card")).toBeNull();
    expect(renderContent).not.toHaveBeenCalled();
  });

  it("opens on keyboard focus after the delay, and Escape closes it", async () => {
    const { trigger, pointer } = renderCard();
    await pointer.tab();
    expect(trigger).toHaveFocus();
    advance(600);
    expect(screen.getByText("Alice's card")).toBeInTheDocument();
    await pointer.keyboard("{Escape}");
    expect(screen.queryByText("Alice's card")).toBeNull();
  });

  it("describes the focused link while open, for screen readers", async () => {
    const { trigger, pointer } = renderCard();
    await pointer.tab();
    expect(trigger).not.toHaveAttribute("aria-describedby");
    advance(600);
    expect(await screen.findByText("Alice's card")).toBeInTheDocument();
    expect(trigger).toHaveAccessibleDescription("Alice's card");
    await pointer.keyboard("{Escape}");
    expect(trigger).not.toHaveAttribute("aria-describedby");
  });

  it("closes when the focus leaves the trigger", async () => {
    const { pointer } = renderCard();
    await pointer.tab();
    advance(600);
    await pointer.tab();
    advance(300);
    expect(screen.queryByText("Alice's card")).toBeNull();
  });

  it("never opens on touch", async () => {
    const { trigger, renderContent } = renderCard();
    const touch = userEvent.setup({
      advanceTimers: (ms) => jest.advanceTimersByTime(ms),
    });
    await touch.pointer({ keys: "[TouchA]", target: trigger });
    advance(2000);
    expect(renderContent).not.toHaveBeenCalled();
  });
});
