import { act, screen } from "@testing-library/react";
import toast from "react-hot-toast";
import { Toaster } from "../../src/components/Toaster";
import { renderWithProviders } from "../support/renderWithProviders";

beforeEach(() => {
  jest.useFakeTimers();
  // jsdom has no matchMedia; react-hot-toast asks for prefers-reduced-motion.
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    }) as unknown as MediaQueryList;
});
afterEach(() => {
  act(() => toast.remove());
  jest.useRealTimers();
});

const advance = (ms: number) => act(() => jest.advanceTimersByTime(ms));

describe("Toaster", () => {
  it("shows toasts top-right, 75 px from the top", () => {
    renderWithProviders(<Toaster />);
    act(() => {
      toast("Saved");
    });
    const message = screen.getByRole("status");
    expect(message).toHaveTextContent("Saved");
    const container = message.closest<HTMLElement>(
      '[style*="position: fixed"]',
    );
    expect(container).toHaveStyle({ top: "75px" });
    const row = message.closest<HTMLElement>('[style*="justify-content"]');
    expect(row).toHaveStyle({ justifyContent: "flex-end" });
  });

  it("keeps the spec's durations: 2 s for success, 4 s for blank and error", () => {
    renderWithProviders(<Toaster />);
    act(() => {
      toast.success("Copied");
      toast("Hello");
      toast.error("Failed");
    });
    // Dismissed toasts leave the DOM 1 s after their duration.
    advance(2000);
    expect(screen.getByText("Copied")).toBeInTheDocument();
    advance(1000);
    expect(screen.queryByText("Copied")).toBeNull();
    expect(screen.getByText("Hello")).toBeInTheDocument();
    expect(screen.getByText("Failed")).toBeInTheDocument();
    advance(1000);
    advance(1000);
    expect(screen.queryByText("Hello")).toBeNull();
    expect(screen.queryByText("Failed")).toBeNull();
  });

  it("keeps loading toasts until dismissed", () => {
    renderWithProviders(<Toaster />);
    let id = "";
    act(() => {
      id = toast.loading("Uploading");
    });
    advance(60_000);
    expect(screen.getByText("Uploading")).toBeInTheDocument();
    act(() => toast.dismiss(id));
    advance(1000);
    expect(screen.queryByText("Uploading")).toBeNull();
  });
});
