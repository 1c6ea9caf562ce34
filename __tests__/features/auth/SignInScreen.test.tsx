import { act, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Route, Routes } from "react-router-dom";
import { leaveSite } from "../../../src/utils/leaveSite";
import { SignInScreen } from "../../../src/features/auth/SignInScreen";
import { sessionEnded, sessionStarted } from "../../../src/store/events";
import { fetchInstance } from "../../../src/store/instance/thunks";
import { LocationProbe } from "../timeline/setup";
import {
  clearStorage,
  installSubtle,
  workingServer,
} from "../../store/session/support";
import { BASE } from "../../store/factories";
import { renderMember } from "./support";

jest.mock("../../../src/utils/leaveSite", () => ({
  leaveSite: jest.fn(),
}));
const leave = jest.mocked(leaveSite);

beforeEach(() => {
  clearStorage();
  installSubtle();
});

const tree = (
  <Routes>
    <Route path="/login" element={<SignInScreen />} />
    <Route path="*" element={<LocationProbe />} />
  </Routes>
);

const instance = {
  "GET /api/v2/instance": () => ({
    body: {
      domain: "potluck.test",
      title: "Potluck Kitchen",
      version: "4.5.0",
    },
  }),
};

describe("SignInScreen", () => {
  it("names the server and sends the reader to its authorize page", async () => {
    const { store, calls } = renderMember(tree, {
      route: "/login?next=%2F%40alice",
      api: workingServer(instance),
    });
    await act(() => store.dispatch(fetchInstance()));
    expect(
      await screen.findByRole("heading", {
        name: "Sign in to Potluck Kitchen",
      }),
    ).toBeInTheDocument();
    await userEvent.click(
      screen.getByRole("button", { name: "Sign in with Potluck Kitchen" }),
    );
    await waitFor(() => expect(leave).toHaveBeenCalledTimes(1));
    const url = new URL(leave.mock.calls[0]?.[0] ?? "");
    expect(`${url.origin}${url.pathname}`).toBe(`${BASE}/oauth/authorize`);
    expect(url.searchParams.get("redirect_uri")).toBe(
      "http://localhost/blog/login/callback",
    );
    expect(url.searchParams.get("code_challenge_method")).toBe("S256");
    expect(calls.map((c) => `${c.method} ${c.path}`)).toContain(
      "POST /api/v1/apps",
    );
    const pending = JSON.parse(
      sessionStorage.getItem("potluck:signIn") ?? "{}",
    ) as { returnTo?: string };
    expect(pending.returnTo).toBe("/@alice");
  });

  it("explains an expired or revoked session", () => {
    renderMember(tree, {
      route: "/login",
      before: (store) => store.dispatch(sessionEnded({ reason: "expired" })),
    });
    expect(screen.getByRole("alert")).toHaveTextContent(
      "Your session has expired or was revoked. Please sign in again.",
    );
  });

  it("says so when the server refuses to register the app", async () => {
    renderMember(tree, {
      route: "/login",
      api: { "POST /api/v1/apps": () => ({ status: 503, body: {} }) },
    });
    await userEvent.click(
      screen.getByRole("button", { name: /^Sign in with/ }),
    );
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "Signing in did not work. Please try again.",
    );
    expect(leave).not.toHaveBeenCalled();
  });

  it("sends a member who is already signed in on to where they were going", () => {
    renderMember(tree, {
      route: "/login?next=%2Fsearch",
      before: (store) =>
        store.dispatch(sessionStarted({ accessToken: "t", me: "42" })),
    });
    expect(screen.getByTestId("location")).toHaveTextContent("/search");
  });

  it("links back to the public pages", () => {
    renderMember(tree, { route: "/login" });
    expect(screen.getByRole("link", { name: /^Back to/ })).toHaveAttribute(
      "href",
      "/",
    );
  });
});
