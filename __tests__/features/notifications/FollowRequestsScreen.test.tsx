import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { rawAccount } from "../../store/factories";
import { stubLayoutApis } from "../account/support";
import { fetchAccount } from "../../../src/store/accounts/thunks";
import { ME, callLines, memberApp, renderMember } from "./support";

beforeEach(stubLayoutApis);

const lena = rawAccount("71", {
  acct: "lena@kueche.example",
  display_name: "Lena",
});
const pierre = rawAccount("72", {
  acct: "pierre@pain.example",
  display_name: "Pierre",
});

describe("FollowRequestsScreen", () => {
  it("lists who asks to follow; Accept and Reject take them off at once", async () => {
    const app = await memberApp(
      {
        "GET /api/v1/follow_requests": () => ({ body: [pierre, lena] }),
        "POST /api/v1/follow_requests/72/authorize": () => ({
          body: { id: "72", followed_by: true },
        }),
        "POST /api/v1/follow_requests/71/reject": () => ({
          body: { id: "71" },
        }),
      },
      "pleroma",
    );
    renderMember(app, "/follow_requests");
    const list = await screen.findByRole("list", { name: "Follow requests" });
    const [first, second] = within(list).getAllByRole("listitem");
    if (!first || !second) throw new Error("expected two requests");
    expect(first).toHaveTextContent("Pierre");
    expect(second).toHaveTextContent("Lena");
    const user = userEvent.setup();
    await user.click(within(first).getByRole("button", { name: "Accept" }));
    expect(screen.queryByText("Pierre")).toBeNull();
    await user.click(within(second).getByRole("button", { name: "Reject" }));
    expect(
      await screen.findByText("No one is asking to follow you."),
    ).toBeInTheDocument();
    expect(callLines(app)).toEqual(
      expect.arrayContaining([
        "GET /api/v1/follow_requests?limit=40",
        "POST /api/v1/follow_requests/72/authorize",
        "POST /api/v1/follow_requests/71/reject",
      ]),
    );
  });

  it("a refused answer puts the request back", async () => {
    const app = await memberApp(
      {
        "GET /api/v1/follow_requests": () => ({ body: [lena] }),
        "POST /api/v1/follow_requests/71/authorize": () => ({
          status: 404,
          body: { error: "Record not found" },
        }),
      },
      "pleroma",
    );
    renderMember(app, "/follow_requests");
    await userEvent.click(
      await screen.findByRole("button", { name: "Accept" }),
    );
    await waitFor(() =>
      expect(
        screen.getByRole("button", { name: "Accept" }),
      ).toBeInTheDocument(),
    );
    expect(screen.getByText("Lena")).toBeInTheDocument();
    expect(app.actions.map((a) => a.type)).toContain("notices/added");
  });

  it("a locked member reaches it from the notifications", async () => {
    const app = await memberApp(
      {
        [`GET /api/v1/accounts/${ME}`]: () => ({
          body: rawAccount(ME, { locked: true }),
        }),
        "GET /api/v1/notifications": () => ({ body: [] }),
        "GET /api/v1/follow_requests": () => ({ body: [lena] }),
      },
      "pleroma",
    );
    await app.store.dispatch(fetchAccount({ id: ME }));
    renderMember(app);
    await userEvent.click(
      await screen.findByRole("link", { name: "Follow requests" }),
    );
    expect(await screen.findByText("Lena")).toBeInTheDocument();
  });
});
