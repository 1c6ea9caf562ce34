import { act, render, screen } from "@testing-library/react";
import { MemoryRouter, useNavigate, useRoutes } from "react-router-dom";
import { useScrollRestoration } from "../../src/app/useScrollRestoration";

const STORAGE_KEY = "react-router-scroll-positions";

let scrollTo: jest.SpyInstance;
/** How far the page can scroll (jsdom lays nothing out). */
let maxScroll = Infinity;

function setScrollY(y: number) {
  Object.defineProperty(window, "scrollY", { configurable: true, value: y });
}

/** Scrolls the window as the reader would: the position, then the event. */
function scrollWindow(y: number) {
  setScrollY(y);
  act(() => {
    window.dispatchEvent(new Event("scroll"));
  });
}

beforeEach(() => {
  sessionStorage.clear();
  window.history.scrollRestoration = "auto";
  maxScroll = Infinity;
  setScrollY(0);
  // Moves the position (as far as the page allows); the scroll event is
  // left out, as it comes later in a browser.
  scrollTo = jest
    .spyOn(window, "scrollTo")
    .mockImplementation((_x: number, y: number) => {
      setScrollY(Math.min(y, maxScroll));
    });
});

let navigate: ReturnType<typeof useNavigate>;

function Shell() {
  useScrollRestoration();
  navigate = useNavigate();
  return useRoutes([
    { path: "/", element: <p>list</p> },
    {
      path: "/post",
      element: (
        <p>
          post <span id="replies">replies</span>
        </p>
      ),
    },
  ]);
}

function renderShell() {
  return render(
    <MemoryRouter>
      <Shell />
    </MemoryRouter>,
  );
}

async function go(to: string | number) {
  await act(async () => {
    await (typeof to === "number" ? navigate(to) : navigate(to));
  });
}

describe("useScrollRestoration", () => {
  it("opens a new page at the top and brings back and forward to where they were left", async () => {
    renderShell();
    expect(window.history.scrollRestoration).toBe("manual");
    scrollWindow(1200);
    await go("/post");
    expect(screen.getByText(/post/)).toBeInTheDocument();
    expect(scrollTo).toHaveBeenLastCalledWith(0, 0);

    scrollWindow(300);
    await go(-1);
    expect(screen.getByText("list")).toBeInTheDocument();
    expect(scrollTo).toHaveBeenLastCalledWith(0, 1200);

    await go(1);
    expect(scrollTo).toHaveBeenLastCalledWith(0, 300);
  });

  it("opens a page again at the top when it is a new visit, not a return", async () => {
    renderShell();
    scrollWindow(800);
    await go("/post");
    await go("/");
    expect(screen.getByText("list")).toBeInTheDocument();
    expect(scrollTo).toHaveBeenLastCalledWith(0, 0);
  });

  it("leaves the window where it is for a page that asks to keep the scroll, and still restores on return", async () => {
    renderShell();
    scrollWindow(900);
    scrollTo.mockClear();
    await act(async () => {
      await navigate("/post", { state: { preventScrollReset: true } });
    });
    expect(screen.getByText(/post/)).toBeInTheDocument();
    expect(scrollTo).not.toHaveBeenCalled();
    expect(window.scrollY).toBe(900);

    scrollWindow(150);
    await go(-1);
    await go(1);
    expect(scrollTo).toHaveBeenLastCalledWith(0, 150);
  });

  it("scrolls to the element a #hash names", async () => {
    const scrollIntoView = jest.fn();
    Element.prototype.scrollIntoView = scrollIntoView;
    renderShell();
    scrollTo.mockClear();
    await go("/post#replies");
    expect(scrollIntoView).toHaveBeenCalledTimes(1);
    expect(scrollIntoView.mock.contexts[0]).toBe(
      document.getElementById("replies"),
    );
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it("keeps the positions for the tab's session when the page is left", () => {
    renderShell();
    scrollWindow(640);
    act(() => {
      window.dispatchEvent(new Event("pagehide"));
    });
    expect(window.history.scrollRestoration).toBe("auto");
    // The first entry of a page without history state has the key "default".
    expect(
      JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? "{}"),
    ).toMatchObject({ default: 640 });
  });

  it("brings a reloaded page back to where it was left", () => {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify({ reloaded: 480 }));
    render(
      <MemoryRouter initialEntries={[{ pathname: "/", key: "reloaded" }]}>
        <Shell />
      </MemoryRouter>,
    );
    expect(scrollTo).toHaveBeenLastCalledWith(0, 480);
  });

  it("returns to where a reloaded page really was, not where it could not go", async () => {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify({ reloaded: 480 }));
    // The reloaded page is still too short for its old position.
    maxScroll = 0;
    render(
      <MemoryRouter initialEntries={[{ pathname: "/", key: "reloaded" }]}>
        <Shell />
      </MemoryRouter>,
    );
    expect(scrollTo).toHaveBeenLastCalledWith(0, 480);
    maxScroll = Infinity;
    await go("/post");
    await go(-1);
    expect(scrollTo).toHaveBeenLastCalledWith(0, 0);
  });

  it("gives the browser its own restoration back when unmounted", () => {
    const view = renderShell();
    expect(window.history.scrollRestoration).toBe("manual");
    view.unmount();
    expect(window.history.scrollRestoration).toBe("auto");
  });
});
