import { act, screen, waitFor } from "@testing-library/react";
import { Route, Routes } from "react-router-dom";
import { HomeScreen } from "../../../src/features/timeline/HomeScreen";
import { SAVE_DELAY_MS } from "../../../src/features/timeline/useReadingPosition";
import { sessionStarted } from "../../../src/store/events";
import { rawStatus, sid } from "../../store/factories";
import type { Call, Routes as Api } from "../../store/session/support";
import { renderMember } from "../auth/support";

const HOME = "GET /api/v1/timelines/home";
const ROW_HEIGHT = 150;

beforeEach(() => {
  jest.spyOn(window, "scrollTo").mockImplementation(() => undefined);
  // jsdom lays nothing out: rows stack from y = 100, ROW_HEIGHT each.
  jest
    .spyOn(HTMLElement.prototype, "getBoundingClientRect")
    .mockImplementation(function (this: HTMLElement) {
      const index = this.dataset.index;
      const top = index === undefined ? 0 : 100 + Number(index) * ROW_HEIGHT;
      const height = index === undefined ? 0 : ROW_HEIGHT;
      return new DOMRect(0, top, 600, height);
    });
});

const posts = (...ns: number[]) => ns.map((n) => rawStatus(sid(n)));

function renderHome(api: Api, markers = true) {
  return renderMember(
    <Routes>
      <Route path="/home" element={<HomeScreen />} />
    </Routes>,
    {
      route: "/home",
      api,
      features: { markers },
      before: (store, client) => {
        client.accessToken = "t";
        store.dispatch(sessionStarted({ accessToken: "t", me: "42" }));
      },
    },
  );
}

const savedMarkers = (calls: Call[]) =>
  calls.filter((c) => c.method === "POST" && c.path === "/api/v1/markers");

describe("HomeScreen", () => {
  it("shows the home timeline, authenticated and live through the user stream", async () => {
    const { store, calls } = renderHome({
      [HOME]: () => ({ body: posts(2, 1) }),
    });
    expect(
      screen.getByRole("heading", { level: 1, name: "Home" }),
    ).toBeInTheDocument();
    expect(await screen.findByText(`status ${sid(2)}`)).toBeInTheDocument();
    expect(screen.getByRole("feed", { name: "Home" })).toBeInTheDocument();
    const home = calls.find((c) => c.path === "/api/v1/timelines/home");
    expect(home?.authorization).toBe("Bearer t");
    expect(store.getState().streaming.subscriptions).toEqual({ user: 1 });
  });

  it("welcomes a new account with an empty state that points to people", async () => {
    renderHome({ [HOME]: () => ({ body: [] }) });
    expect(
      await screen.findByText(/Your home timeline is empty/),
    ).toBeInTheDocument();
    expect(
      screen.getByRole("link", { name: "Find people to follow" }),
    ).toHaveAttribute("href", "/search");
  });

  it("marks where the reader left off: a divider on the saved post and a count", async () => {
    const { calls } = renderHome({
      [HOME]: () => ({ body: posts(5, 4, 3, 2, 1) }),
      "GET /api/v1/markers": () => ({
        body: { home: { last_read_id: sid(3), version: 1 } },
      }),
    });
    expect(
      await screen.findByText("2 new posts since you were last here"),
    ).toBeInTheDocument();
    const css = Array.from(document.querySelectorAll("style"))
      .map((style) => style.textContent)
      .join("\n");
    expect(css).toMatch(
      /\[role="feed"\]\s*>\s*\[data-index="2"\]::before\s*\{\s*content:\s*"You were here"/,
    );
    expect(
      calls
        .find((c) => c.path === "/api/v1/markers")
        ?.query.getAll("timeline[]"),
    ).toEqual(["home", "notifications"]);
  });

  it("saves the newest post seen when the page is hidden, only forward", async () => {
    const { calls } = renderHome({
      [HOME]: () => ({ body: posts(5, 4, 3) }),
      "GET /api/v1/markers": () => ({
        body: { home: { last_read_id: sid(3), version: 1 } },
      }),
      "POST /api/v1/markers": (call) => ({
        body: { home: { ...(call.body?.home as object), version: 2 } },
      }),
    });
    await screen.findByText("2 new posts since you were last here");
    Object.defineProperty(document, "visibilityState", {
      value: "hidden",
      configurable: true,
    });
    act(() => {
      document.dispatchEvent(new Event("visibilitychange"));
    });
    Object.defineProperty(document, "visibilityState", {
      value: "visible",
      configurable: true,
    });
    await waitFor(() => expect(savedMarkers(calls)).toHaveLength(1));
    expect(savedMarkers(calls)[0]?.body).toEqual({
      home: { last_read_id: sid(5) },
    });
    // The divider stays where the reader left off.
    expect(
      screen.getByText("2 new posts since you were last here"),
    ).toBeInTheDocument();
  });

  it("saves SAVE_DELAY_MS after scrolling stops, and not before", async () => {
    jest.useFakeTimers({ advanceTimers: true });
    try {
      const { calls } = renderHome({
        [HOME]: () => ({ body: posts(5, 4, 3) }),
        "GET /api/v1/markers": () => ({ body: {} }),
        "POST /api/v1/markers": (call) => ({
          body: { home: { ...(call.body?.home as object), version: 1 } },
        }),
      });
      await screen.findByText(`status ${sid(5)}`);
      act(() => {
        window.dispatchEvent(new Event("scroll"));
      });
      await act(() => jest.advanceTimersByTimeAsync(SAVE_DELAY_MS - 500));
      expect(savedMarkers(calls)).toEqual([]);
      await act(() => jest.advanceTimersByTimeAsync(1000));
      expect(savedMarkers(calls)[0]?.body).toEqual({
        home: { last_read_id: sid(5) },
      });
    } finally {
      jest.useRealTimers();
    }
  });

  it("saves on leaving the screen, and never where the server has no markers", async () => {
    const withMarkers = renderHome({
      [HOME]: () => ({ body: posts(5, 4) }),
      "GET /api/v1/markers": () => ({ body: {} }),
      "POST /api/v1/markers": (call) => ({
        body: { home: { ...(call.body?.home as object), version: 1 } },
      }),
    });
    await screen.findByText(`status ${sid(5)}`);
    withMarkers.view.unmount();
    await waitFor(() =>
      expect(savedMarkers(withMarkers.calls)).toHaveLength(1),
    );

    const without = renderHome(
      { [HOME]: () => ({ body: posts(5, 4) }) },
      false,
    );
    await screen.findByText(`status ${sid(5)}`);
    without.view.unmount();
    const paths = without.calls.map((c) => c.path);
    expect(paths).toContain("/api/v1/timelines/home");
    expect(paths.filter((path) => path.includes("markers"))).toEqual([]);
  });
  it("keeps the newest post seen when the reader scrolls on down to older ones", async () => {
    const { calls } = renderHome({
      [HOME]: () => ({ body: posts(5, 4, 3) }),
      "GET /api/v1/markers": () => ({ body: {} }),
      "POST /api/v1/markers": (call) => ({
        body: { home: { ...(call.body?.home as object), version: 1 } },
      }),
    });
    await screen.findByText(`status ${sid(5)}`);
    // Let the scans of the first layout (throttled) run.
    await act(() => new Promise((resolve) => setTimeout(resolve, 250)));
    // Scrolled: the first two rows have left the viewport.
    jest
      .spyOn(HTMLElement.prototype, "getBoundingClientRect")
      .mockImplementation(function (this: HTMLElement) {
        const index = this.dataset.index;
        if (index === undefined) return new DOMRect(0, 0, 600, 0);
        return new DOMRect(
          0,
          (Number(index) - 2) * ROW_HEIGHT,
          600,
          ROW_HEIGHT,
        );
      });
    act(() => {
      window.dispatchEvent(new Event("scroll"));
    });
    await act(() => new Promise((resolve) => setTimeout(resolve, 250)));
    act(() => {
      window.dispatchEvent(new Event("pagehide"));
    });
    await waitFor(() => expect(savedMarkers(calls)).toHaveLength(1));
    expect(savedMarkers(calls)[0]?.body).toEqual({
      home: { last_read_id: sid(5) },
    });
  });
});
