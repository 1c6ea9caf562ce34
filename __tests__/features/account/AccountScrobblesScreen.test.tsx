import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Route, Routes } from "react-router-dom";
import { AccountScrobblesScreen } from "../../../src/features/account/AccountScrobblesScreen";
import { ProfileTabs } from "../../../src/features/account/ProfileTabs";
import { fetchAccountByAcct } from "../../../src/store/accounts/thunks";
import { describeWithFixtures } from "../../support/fixtures";
import { BASE, createTestApp, fixture, renderApp } from "./support";

const account = fixture("pleroma-account.json");
const track = (id: string, title: string, over: object = {}) => ({
  id,
  account,
  created_at: "2026-11-27T09:00:00.000Z",
  title,
  artist: "The Dockers",
  album: "Low Tide",
  external_link: null,
  length: 214000,
  ...over,
});

describeWithFixtures("AccountScrobblesScreen", () => {
  it("offers the Listening tab on Pleroma and lists the tracks, page after page", async () => {
    const path = `/api/v1/pleroma/accounts/${String(account.id)}/scrobbles`;
    const app = await createTestApp(
      {
        "GET /api/v1/accounts/lookup": () => ({ body: account }),
        "GET /api/v1/accounts/alex": () => ({ body: account }),
        [`GET ${path}`]: ({ url }) =>
          url.searchParams.get("max_id") === "2"
            ? { body: [track("1", "Rain on the Allotment", { album: null })] }
            : {
                body: [track("2", "Sea Shanty No. 2")],
                headers: {
                  Link: `<${BASE}${path}?max_id=2>; rel="next"`,
                },
              },
      },
      "pleroma-instance.json",
    );
    await app.store.dispatch(fetchAccountByAcct({ acct: "alex" }));
    renderApp(
      app.store,
      <Routes>
        <Route
          path=":acct/listening"
          element={
            <>
              <ProfileTabs />
              <AccountScrobblesScreen />
            </>
          }
        />
      </Routes>,
      "/@alex/listening",
    );
    expect(
      await screen.findByRole("link", { name: "Listening" }),
    ).toHaveAttribute("aria-current", "page");
    const list = await screen.findByRole("list", { name: "Listening" });
    const first = within(list).getAllByRole("listitem")[0];
    if (!first) throw new Error("no track");
    expect(within(first).getByText("Sea Shanty No. 2")).toBeVisible();
    expect(within(first).getByText("The Dockers · Low Tide")).toBeVisible();
    expect(within(first).getByText("3:34")).toBeVisible();

    await userEvent.click(screen.getByRole("button", { name: "Load more" }));
    expect(
      await within(list).findByText("Rain on the Allotment"),
    ).toBeVisible();
    expect(within(list).getByText("The Dockers")).toBeVisible();
    expect(screen.queryByRole("button", { name: "Load more" })).toBeNull();
  });
});
