import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { DomainBlockForm } from "../../../src/features/admin/DomainBlockForm";
import { renderWithProviders } from "../../support/renderWithProviders";

describe("DomainBlockForm", () => {
  it("sends a new block's every setting where the server keeps them all", async () => {
    const onSubmit = jest.fn();
    renderWithProviders(<DomainBlockForm full onSubmit={onSubmit} />);
    const user = userEvent.setup();
    await user.type(
      screen.getByRole("textbox", { name: "Domain" }),
      " Spam.Example ",
    );
    await user.selectOptions(
      screen.getByRole("combobox", { name: "Severity" }),
      "Limit",
    );
    await user.type(
      screen.getByRole("textbox", { name: "Public comment" }),
      "Spam",
    );
    await user.type(
      screen.getByRole("textbox", { name: "Private comment" }),
      "Bots",
    );
    await user.click(screen.getByRole("checkbox", { name: "Reject reports" }));
    await user.click(
      screen.getByRole("checkbox", {
        name: "Hide the domain in the public list",
      }),
    );
    await user.click(screen.getByRole("button", { name: "Block" }));
    expect(onSubmit).toHaveBeenCalledWith({
      domain: "Spam.Example",
      severity: "silence",
      reject_media: false,
      reject_reports: true,
      public_comment: "Spam",
      private_comment: "Bots",
      obfuscate: true,
    });
    expect(screen.getByRole("textbox", { name: "Domain" })).toHaveValue("");
  });

  it("offers only what Pleroma's lists keep, and changes a block without its domain", async () => {
    const onSubmit = jest.fn();
    const onCancel = jest.fn();
    renderWithProviders(
      <DomainBlockForm
        full={false}
        block={{
          id: "loud.example",
          domain: "loud.example",
          digest: null,
          created_at: null,
          severity: "suspend",
          reject_media: true,
          reject_reports: false,
          private_comment: null,
          public_comment: "Harassment",
          obfuscate: false,
        }}
        onSubmit={onSubmit}
        onCancel={onCancel}
      />,
    );
    expect(
      screen.queryByRole("textbox", { name: "Private comment" }),
    ).toBeNull();
    expect(screen.getByRole("textbox", { name: "Domain" })).toHaveAttribute(
      "readonly",
    );
    const user = userEvent.setup();
    await user.click(
      screen.getByRole("checkbox", { name: "Reject media files" }),
    );
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(onSubmit).toHaveBeenCalledWith({
      domain: "loud.example",
      severity: "suspend",
      reject_media: false,
      reject_reports: false,
      public_comment: "Harassment",
    });
    await user.click(screen.getByRole("button", { name: "Cancel" }));
    expect(onCancel).toHaveBeenCalled();
  });
});
