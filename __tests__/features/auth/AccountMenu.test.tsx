import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Route, Routes } from "react-router-dom";
import { leaveSite } from "../../../src/utils/leaveSite";
import { AccountMenu } from "../../../src/features/auth/AccountMenu";
import { loadToken, saveToken } from "../../../src/store/session/persistence";
import { saveApp } from "../../../src/store/session/signInStorage";
import { bootSession } from "../../../src/store/session/thunks";
import { SCOPES } from "../../../src/store/session/signInThunks";
import { BASE } from "../../store/factories";
import {
  clearStorage,
  ME,
  REDIRECT,
  workingServer,
} from "../../store/session/support";
import { LocationProbe } from "../timeline/setup";
import { renderMember } from "./support";

jest.mock("../../../src/utils/leaveSite", () => ({
  leaveSite: jest.fn(),
}));
const leave = jest.mocked(leaveSite);

beforeEach(clearStorage);

const tree = (
  <Routes>
    <Route
      path="*"
      element={
        <>
          <AccountMenu />
          <LocationProbe />
        </>
      }
    />
  </Routes>
);

function signedIn() {
  saveApp(BASE, {
    client_id: "client-1",
    client_secret: "secret-1",
    redirect_uri: REDIRECT,
    scopes: SCOPES,
  });
  saveToken(BASE, "token-1");
  return renderMember(tree, {
    route: "/search",
    api: workingServer(),
    before: (store) => void bootSession(store),
  });
}

describe("AccountMenu", () => {
  it("offers visitors a sign-in link that brings them back", () => {
    renderMember(tree, { route: "/@alice" });
    expect(screen.getByRole("link", { name: "Sign in" })).toHaveAttribute(
      "href",
      "/login?next=%2F%40alice",
    );
  });

  it("shows the member's avatar and name, opening profile, home and sign out", async () => {
    signedIn();
    const toggle = await screen.findByRole("button", {
      name: ME.display_name,
    });
    expect(toggle).toHaveAttribute("aria-expanded", "false");
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute("aria-expanded", "true");
    expect(screen.getByRole("link", { name: "Your profile" })).toHaveAttribute(
      "href",
      "/@alice",
    );
    await userEvent.click(screen.getByRole("link", { name: "Home" }));
    expect(screen.getByTestId("location")).toHaveTextContent("/home");
    expect(toggle).toHaveAttribute("aria-expanded", "false");
  });

  it("closes on Escape with focus back on the toggle", async () => {
    signedIn();
    const toggle = await screen.findByRole("button", {
      name: ME.display_name,
    });
    await userEvent.click(toggle);
    await userEvent.keyboard("{Escape}");
    expect(toggle).toHaveAttribute("aria-expanded", "false");
    expect(toggle).toHaveFocus();
  });

  it("signs out: revokes, forgets the token and reloads as a visitor", async () => {
    const { store, calls } = signedIn();
    await userEvent.click(
      await screen.findByRole("button", { name: ME.display_name }),
    );
    await userEvent.click(screen.getByRole("button", { name: "Sign out" }));
    await waitFor(() => expect(leave).toHaveBeenCalledWith("/blog/"));
    expect(calls.some((c) => c.path === "/oauth/revoke")).toBe(true);
    expect(loadToken(BASE)).toBeNull();
    expect(store.getState().session.accessToken).toBeNull();
  });

  it("waits quietly while a stored token is being verified", async () => {
    signedIn();
    expect(screen.queryByRole("link", { name: "Sign in" })).toBeNull();
    expect(screen.getByRole("status")).toBeInTheDocument();
    expect(
      await screen.findByRole("button", { name: ME.display_name }),
    ).toBeInTheDocument();
  });

  it("still offers sign-out when the server could not be asked who this is", async () => {
    saveToken(BASE, "token-1");
    renderMember(tree, {
      api: workingServer({
        "GET /api/v1/accounts/verify_credentials": () => ({ status: 502 }),
      }),
      before: (store) => void bootSession(store),
    });
    await userEvent.click(
      await screen.findByRole("button", { name: "Account" }),
    );
    expect(screen.queryByRole("link", { name: "Your profile" })).toBeNull();
    expect(
      screen.getByRole("button", { name: "Sign out" }),
    ).toBeInTheDocument();
  });

  it("links to plain sign-in from the sign-in pages", () => {
    renderMember(tree, { route: "/login?next=%2Fsearch" });
    expect(screen.getByRole("link", { name: "Sign in" })).toHaveAttribute(
      "href",
      "/login",
    );
  });
});
