import { screen } from "@testing-library/react";
import { StrictMode } from "react";
import { Route, Routes } from "react-router-dom";
import { SignInCallbackScreen } from "../../../src/features/auth/SignInCallbackScreen";
import { loadToken } from "../../../src/store/session/persistence";
import {
  saveApp,
  savePendingSignIn,
} from "../../../src/store/session/signInStorage";
import { SCOPES } from "../../../src/store/session/signInThunks";
import { BASE } from "../../store/factories";
import {
  clearStorage,
  REDIRECT,
  workingServer,
} from "../../store/session/support";
import { LocationProbe } from "../timeline/setup";
import { renderMember } from "./support";

beforeEach(() => {
  clearStorage();
  saveApp(BASE, {
    client_id: "client-1",
    client_secret: "secret-1",
    redirect_uri: REDIRECT,
    scopes: SCOPES,
  });
  savePendingSignIn({
    server: BASE,
    state: "st4te",
    codeVerifier: "v".repeat(43),
    redirectUri: REDIRECT,
    returnTo: "/home",
  });
});

const tree = (
  <StrictMode>
    <Routes>
      <Route path="/login/callback" element={<SignInCallbackScreen />} />
      <Route path="*" element={<LocationProbe />} />
    </Routes>
  </StrictMode>
);

describe("SignInCallbackScreen", () => {
  it("completes the sign-in once (StrictMode too) and opens the page the reader came from", async () => {
    const { store, calls } = renderMember(tree, {
      route: "/login/callback?code=c0de&state=st4te",
      api: workingServer(),
    });
    expect(
      screen.getByRole("heading", { name: "Signing you in…" }),
    ).toBeInTheDocument();
    expect(await screen.findByTestId("location")).toHaveTextContent("/home");
    expect(calls.filter((c) => c.path === "/oauth/token")).toHaveLength(1);
    expect(store.getState().session).toEqual({
      accessToken: "token-1",
      me: "42",
      staff: { role: null, privileges: null },
    });
    expect(loadToken(BASE)).toBe("token-1");
  });

  it("shows a clear error with a way to try again when the code is refused", async () => {
    renderMember(tree, {
      route: "/login/callback?code=c0de&state=st4te",
      api: workingServer({
        "POST /oauth/token": () => ({
          status: 400,
          body: { error: "invalid_grant" },
        }),
      }),
    });
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "Signing in could not be completed.",
    );
    expect(
      screen.getByRole("link", { name: "Try signing in again" }),
    ).toHaveAttribute("href", "/login");
  });

  it("refuses a callback whose state this tab did not send", async () => {
    const { calls } = renderMember(tree, {
      route: "/login/callback?code=c0de&state=forged",
      api: workingServer(),
    });
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "Signing in could not be completed.",
    );
    expect(calls).toEqual([]);
  });

  it.each(["//evil.example/x", "https://evil.example/", "/\\evil.example"])(
    "opens the home timeline, never another site, when the stored return path is %p",
    async (returnTo) => {
      savePendingSignIn({
        server: BASE,
        state: "st4te",
        codeVerifier: "v".repeat(43),
        redirectUri: REDIRECT,
        returnTo,
      });
      renderMember(tree, {
        route: "/login/callback?code=c0de&state=st4te",
        api: workingServer(),
      });
      expect(await screen.findByTestId("location")).toHaveTextContent(
        /^\/home$/,
      );
    },
  );

  it("says when the reader declined on the server", () => {
    renderMember(tree, {
      route: "/login/callback?error=access_denied&state=st4te",
    });
    expect(screen.getByRole("alert")).toHaveTextContent(
      /Signing in was cancelled on/,
    );
  });

  it("says when the link is incomplete", () => {
    renderMember(tree, { route: "/login/callback" });
    expect(screen.getByRole("alert")).toHaveTextContent(
      "This sign-in link is incomplete.",
    );
  });
});
