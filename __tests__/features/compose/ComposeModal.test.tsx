import { fireEvent, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { ComposeModal } from "../../../src/features/compose/ComposeModal";
import { openComposer } from "../../../src/store/compose/open";
import { memberStore, ownStatus } from "../../store/compose/support";
import { rawStatus, sid, streamedUpdate } from "../../store/factories";
import { renderWithMember } from "./support";

jest.setTimeout(20_000);

describe("ComposeModal", () => {
  it("posts the reply and closes", async () => {
    const test = await memberStore({
      "POST /api/v1/statuses": {
        body: ownStatus(sid(9), { in_reply_to_id: sid(1) }),
      },
    });
    test.store.dispatch(streamedUpdate(rawStatus(sid(1)), []));
    await test.store.dispatch(
      openComposer({ replyTo: sid(1), draft: { text: "@user500 " } }),
    );
    const onClose = jest.fn();
    renderWithMember(<ComposeModal onClose={onClose} />, test);
    const textbox = screen.getByRole("textbox", { name: "Post text" });
    expect(textbox).toHaveFocus();
    fireEvent.change(textbox, { target: { value: "@user500 Agreed" } });
    await userEvent.setup().click(screen.getByRole("button", { name: "Post" }));
    expect(onClose).toHaveBeenCalled();
    expect(test.calls[0]?.body).toMatchObject({
      status: "@user500 Agreed",
      in_reply_to_id: sid(1),
    });
  });

  it("editing is titled so and saves", async () => {
    const test = await memberStore();
    await test.store.dispatch(
      openComposer({ draft: { text: "Old", editingId: sid(3) } }),
    );
    renderWithMember(<ComposeModal onClose={() => undefined} />, test);
    expect(
      screen.getByRole("dialog", { name: "Edit post" }),
    ).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Save" })).toBeInTheDocument();
    expect(screen.getByText("Editing your post")).toBeInTheDocument();
  });
});
