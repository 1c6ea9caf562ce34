import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import {
  AnnouncementForm,
  htmlToText,
} from "../../../src/features/admin/AnnouncementForm";
import { renderWithProviders } from "../../support/renderWithProviders";

describe("AnnouncementForm", () => {
  it("publishes at once without a start, and schedules with a later one", async () => {
    const onSubmit = jest.fn();
    renderWithProviders(<AnnouncementForm onSubmit={onSubmit} />);
    const user = userEvent.setup();
    await user.type(
      screen.getByRole("textbox", { name: "Text" }),
      "Ovens off on Monday",
    );
    await user.click(screen.getByRole("button", { name: "Publish now" }));
    expect(onSubmit).toHaveBeenLastCalledWith({
      content: "Ovens off on Monday",
      starts_at: null,
      ends_at: null,
      all_day: false,
    });

    await user.type(screen.getByRole("textbox", { name: "Text" }), "Later");
    const start = screen.getByLabelText("Starts");
    await user.type(start, "2999-05-01T09:30");
    await user.click(screen.getByRole("checkbox", { name: "All day" }));
    await user.click(screen.getByRole("button", { name: "Schedule" }));
    expect(onSubmit).toHaveBeenLastCalledWith({
      content: "Later",
      starts_at: new Date("2999-05-01T09:30").toISOString(),
      ends_at: null,
      all_day: true,
    });
  });

  it("edits the text an announcement's HTML says", () => {
    expect(
      htmlToText("<p>One &amp; two<br>three</p><p><a href='x'>four</a></p>"),
    ).toBe("One & two\nthree\n\nfour");
  });
});
