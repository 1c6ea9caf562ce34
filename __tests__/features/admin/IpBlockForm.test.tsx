import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { IpBlockForm } from "../../../src/features/admin/IpBlockForm";
import { renderWithProviders } from "../../support/renderWithProviders";

describe("IpBlockForm", () => {
  it("sends the range, what it stops, how long in seconds and why", async () => {
    const onSubmit = jest.fn();
    renderWithProviders(<IpBlockForm onSubmit={onSubmit} />);
    const user = userEvent.setup();
    await user.type(
      screen.getByRole("textbox", { name: "IP address" }),
      "198.18.0.0/15",
    );
    await user.selectOptions(
      screen.getByRole("combobox", { name: "Severity" }),
      "No sign-ups",
    );
    await user.selectOptions(
      screen.getByRole("combobox", { name: "Expires" }),
      "2 weeks",
    );
    await user.type(screen.getByRole("textbox", { name: "Comment" }), "Bots");
    await user.click(screen.getByRole("button", { name: "Block" }));
    expect(onSubmit).toHaveBeenCalledWith({
      ip: "198.18.0.0/15",
      severity: "sign_up_block",
      comment: "Bots",
      expires_in: 14 * 86_400,
    });
  });

  it("leaves out the expiry of a block that stays", async () => {
    const onSubmit = jest.fn();
    renderWithProviders(<IpBlockForm onSubmit={onSubmit} />);
    const user = userEvent.setup();
    await user.type(
      screen.getByRole("textbox", { name: "IP address" }),
      "192.0.2.7",
    );
    await user.selectOptions(
      screen.getByRole("combobox", { name: "Expires" }),
      "Never",
    );
    await user.click(screen.getByRole("button", { name: "Block" }));
    expect(onSubmit).toHaveBeenCalledWith({
      ip: "192.0.2.7",
      severity: "no_access",
      comment: "",
    });
  });
});
