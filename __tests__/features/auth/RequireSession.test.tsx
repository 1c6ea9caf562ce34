import { screen } from "@testing-library/react";
import { Route, Routes } from "react-router-dom";
import { RequireSession } from "../../../src/features/auth/RequireSession";
import { saveToken } from "../../../src/store/session/persistence";
import { bootSession } from "../../../src/store/session/thunks";
import { BASE } from "../../store/factories";
import { clearStorage, workingServer } from "../../store/session/support";
import { LocationProbe } from "../timeline/setup";
import { renderMember } from "./support";

beforeEach(clearStorage);

const tree = (
  <Routes>
    <Route
      path="/home"
      element={
        <RequireSession>
          <p>members only</p>
        </RequireSession>
      }
    />
    <Route path="*" element={<LocationProbe />} />
  </Routes>
);

describe("RequireSession", () => {
  it("sends visitors to the sign-in screen with the way back", () => {
    renderMember(tree, { route: "/home?x=1" });
    expect(screen.getByTestId("location")).toHaveTextContent(
      "/login?next=%2Fhome%3Fx%3D1",
    );
    expect(screen.queryByText("members only")).toBeNull();
  });

  it("waits for a stored token to be verified, then shows the screen", async () => {
    saveToken(BASE, "stored");
    renderMember(tree, {
      route: "/home",
      api: workingServer(),
      before: (store) => void bootSession(store),
    });
    expect(screen.queryByText("members only")).toBeNull();
    expect(await screen.findByText("members only")).toBeInTheDocument();
  });

  it("sends a reader whose token was revoked to sign in again", async () => {
    saveToken(BASE, "revoked");
    const { store } = renderMember(tree, {
      route: "/home",
      api: workingServer({
        "GET /api/v1/accounts/verify_credentials": () => ({ status: 401 }),
      }),
      before: (s) => void bootSession(s),
    });
    expect(await screen.findByTestId("location")).toHaveTextContent("/login");
    expect(store.getState().auth.error).toBe("expired");
  });
});
