import { fireEvent, screen } from "@testing-library/react";
import { StatusHistoryModal } from "../../../src/features/status/StatusHistoryModal";
import { describeWithFixtures } from "../../support/fixtures";
import { fixture, makeStore, renderWithStore } from "./support";

function revision(content: string, created_at: string) {
  const status = fixture("mastodon-reply-to-self.json");
  return {
    content,
    spoiler_text: "",
    sensitive: false,
    created_at,
    account: status.account,
    poll: null,
    media_attachments: [],
    emojis: [],
  };
}

const ID = "107828148293766288";
const PATH = `/api/v1/statuses/${ID}/history`;

describeWithFixtures("StatusHistoryModal", () => {
  it("lists every version, newest first, the first marked original", async () => {
    const test = makeStore({
      [PATH]: {
        body: [
          revision("<p>first try</p>", "2022-02-20T03:16:09.812Z"),
          revision("<p>second try</p>", "2022-02-20T03:20:00.000Z"),
        ],
      },
    });
    renderWithStore(
      <StatusHistoryModal statusId={ID} onClose={jest.fn()} />,
      test,
    );
    const items = await screen.findAllByRole("listitem");
    expect(items[0]).toHaveTextContent(/^Edited.*second try$/);
    expect(items[1]).toHaveTextContent(/^Original.*first try$/);
    expect(
      test.store.getState().accounts.byId["106801667066418367"]?.acct,
    ).toBe("benis911");
  });

  it("offers a retry when the history cannot be loaded", async () => {
    let fail = true;
    const test = makeStore({
      [PATH]: () =>
        fail
          ? { status: 500, body: { error: "Oops" } }
          : { body: [revision("<p>only</p>", "2022-02-20T03:16:09.812Z")] },
    });
    renderWithStore(
      <StatusHistoryModal statusId={ID} onClose={jest.fn()} />,
      test,
    );
    const retry = await screen.findByRole("button", { name: "Try again" });
    fail = false;
    fireEvent.click(retry);
    expect(await screen.findByText("only")).toBeInTheDocument();
  });
});
