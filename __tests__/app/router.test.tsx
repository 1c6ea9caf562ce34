import { parse } from "@formatjs/icu-messageformat-parser";
import { render, screen, waitFor } from "@testing-library/react";
import en from "../../locales/en.json";
import { App } from "../../src/app/App";
import { isInBasename } from "../../src/app/router";
import { parseConfig } from "../../src/config";
import { createAppStore } from "../../src/store";
import { BASE } from "../store/factories";
import { stateWith } from "../store/mockStore";
import { recordingClient } from "../store/session/support";

/** The whole app, opened at `url` (path, query and hash) with this operator configuration. */
function openApp(url: string, raw: Record<string, unknown> = {}) {
  window.history.replaceState(null, "", url);
  const config = parseConfig({ baseUrl: BASE, ...raw }, window.location.origin);
  const { client } = recordingClient({});
  const initial = stateWith();
  const store = createAppStore({
    client,
    preloadedState: {
      ...initial,
      instance: { ...initial.instance, fetchedAt: Date.now() },
    },
    recorder: null,
  });
  const messages = Promise.resolve({ locale: "en" as const, messages: EN });
  return render(<App config={config} store={store} messages={messages} />);
}

/** The English catalogue as the app loads it: each message's ICU AST. */
const EN = Object.fromEntries(
  Object.entries(en).map(([id, text]) => [id, parse(text)]),
);

const here = () =>
  `${window.location.pathname}${window.location.search}${window.location.hash}`;

beforeEach(() => {
  jest.spyOn(window, "scrollTo").mockImplementation(() => undefined);
  // jsdom has no matchMedia; the layouts ask for the window's width.
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    }) as unknown as MediaQueryList;
});

describe("the app's router", () => {
  it("serves the routes under the base path", async () => {
    openApp("/blog/alice");
    // An account segment must start with @.
    expect(
      await screen.findByRole("heading", { level: 1, name: "Page not found" }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole("link", { name: "Go to the home page" }),
    ).toHaveAttribute("href", "/blog");
  });

  it("redirects /@acct/id to the post route", async () => {
    openApp("/blog/@alice/109");
    await waitFor(() => expect(here()).toBe("/blog/@alice/posts/109"));
  });

  it("sends a visitor on a member screen to sign in, with the way back", async () => {
    openApp("/blog/notifications?filter=mentions");
    await waitFor(() =>
      expect(here()).toBe(
        "/blog/login?next=%2Fnotifications%3Ffilter%3Dmentions",
      ),
    );
  });

  it("runs in hash mode, where the server's sign-in landing moves into the hash", async () => {
    openApp("/blog/?code=abc&state=xyz", { useHashRouter: true });
    await waitFor(() =>
      expect(here()).toBe("/blog/#/login/callback?code=abc&state=xyz"),
    );
    // The callback screen took it: with no sign-in under way, it fails.
    expect(
      await screen.findByText(/Signing in could not be completed/),
    ).toBeInTheDocument();
  });

  it("shows the error screen outside the base path (a misconfigured basename)", async () => {
    const consoleError = jest
      .spyOn(console, "error")
      .mockImplementation(() => undefined);
    openApp("/elsewhere");
    expect(
      await screen.findByRole("heading", { name: "Something went wrong." }),
    ).toBeInTheDocument();
    // Logged by the screen's effect, which may run after its paint.
    await waitFor(() =>
      expect(consoleError).toHaveBeenCalledWith(
        "/elsewhere is outside the base path /blog",
      ),
    );
  });
});

describe("isInBasename", () => {
  it.each<[string, string, boolean]>([
    ["/blog", "/blog", true],
    ["/blog/", "/blog", true],
    ["/blog/@alice", "/blog", true],
    ["/Blog/search", "/blog", true],
    ["/blogger", "/blog", false],
    ["/elsewhere", "/blog", false],
    ["/anything", "/", true],
  ])("%s under %s: %s", (pathname, basename, expected) => {
    expect(isInBasename(pathname, basename)).toBe(expected);
  });
});
