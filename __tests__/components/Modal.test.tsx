import { fireEvent, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { Modal } from "../../src/components/Modal";
import { renderWithProviders } from "../support/renderWithProviders";

function Harness({ onClose }: { onClose?: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      {open && (
        <Modal
          title="Keyboard shortcuts"
          onClose={() => {
            onClose?.();
            setOpen(false);
          }}
        >
          <p>Press ? for help.</p>
          <button type="button">Got it</button>
        </Modal>
      )}
    </>
  );
}

async function openModal(onClose?: () => void) {
  const user = userEvent.setup();
  renderWithProviders(<Harness onClose={onClose} />);
  await user.click(screen.getByRole("button", { name: "Open" }));
  const dialog = await screen.findByRole("dialog", {
    name: "Keyboard shortcuts",
  });
  return { user, dialog };
}

describe("Modal", () => {
  it("is a modal dialog named by its title, with focus inside", async () => {
    const { dialog } = await openModal();
    expect(dialog).toHaveAttribute("aria-modal", "true");
    await waitFor(() =>
      expect(screen.getByRole("button", { name: "Close" })).toHaveFocus(),
    );
  });

  it("keeps focus inside while tabbing", async () => {
    const { user, dialog } = await openModal();
    const focusIsInside = () =>
      waitFor(() =>
        expect(dialog).toContainElement(document.activeElement as HTMLElement),
      );
    await focusIsInside();
    for (let i = 0; i < 4; i += 1) {
      await user.tab();
      // Focus guards at either end send focus back into the dialog.
      await focusIsInside();
    }
    await user.tab({ shift: true });
    await focusIsInside();
  });

  it("closes on Escape and gives focus back to the opener", async () => {
    const onClose = jest.fn();
    const { user } = await openModal(onClose);
    await waitFor(() =>
      expect(screen.getByRole("button", { name: "Close" })).toHaveFocus(),
    );
    await user.keyboard("{Escape}");
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole("dialog")).toBeNull();
    await waitFor(() =>
      expect(screen.getByRole("button", { name: "Open" })).toHaveFocus(),
    );
  });

  it("closes with its close button", async () => {
    const onClose = jest.fn();
    const { user } = await openModal(onClose);
    await user.click(screen.getByRole("button", { name: "Close" }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it("closes on a backdrop click but not on clicks inside", async () => {
    const onClose = jest.fn();
    const { user, dialog } = await openModal(onClose);
    await user.click(screen.getByText("Press ? for help."));
    expect(onClose).not.toHaveBeenCalled();

    // A press that starts inside and ends on the backdrop is not a backdrop click.
    const backdrop = dialog.parentElement!;
    fireEvent.mouseDown(dialog);
    fireEvent.click(backdrop);
    expect(onClose).not.toHaveBeenCalled();

    fireEvent.mouseDown(backdrop);
    fireEvent.click(backdrop);
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it("closes only the top modal of a stack on Escape", async () => {
    const user = userEvent.setup();
    const closeOuter = jest.fn();
    const closeInner = jest.fn();
    renderWithProviders(
      <Modal title="Outer" onClose={closeOuter}>
        <Modal title="Inner" onClose={closeInner}>
          <button type="button">Inside</button>
        </Modal>
      </Modal>,
    );
    const inner = await screen.findByRole("dialog", { name: "Inner" });
    await waitFor(() =>
      expect(inner).toContainElement(document.activeElement as HTMLElement),
    );
    await user.keyboard("{Escape}");
    expect(closeInner).toHaveBeenCalledTimes(1);
    expect(closeOuter).not.toHaveBeenCalled();
  });
});
