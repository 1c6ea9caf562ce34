import { fireEvent, screen } from "@testing-library/react";
import { MediaModal } from "../../../src/features/status/MediaModal";
import { describeWithFixtures } from "../../support/fixtures";
import { fixture, loadStatus, makeStore, renderWithStore } from "./support";

type Raw = Record<string, unknown>;

async function renderModal(index: number) {
  const test = makeStore();
  const raw = fixture("pleroma-status-with-attachments.json");
  const [image, , audio] = raw.media_attachments as Raw[];
  raw.media_attachments = [
    { ...image, description: "First picture" },
    { ...image, id: "second", description: "Second picture" },
    { ...audio, description: "A song" },
  ];
  const id = await loadStatus(test, raw);
  const onClose = jest.fn();
  renderWithStore(
    <MediaModal statusId={id} index={index} onClose={onClose} />,
    test,
  );
  return { onClose };
}

describeWithFixtures("MediaModal", () => {
  it("shows the attachment at the index with its description", async () => {
    await renderModal(1);
    expect(
      screen.getByRole("dialog", { name: "Media 2 of 3" }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole("img", { name: "Second picture" }),
    ).toBeInTheDocument();
    expect(screen.getByText("Second picture")).toBeInTheDocument();
  });

  it("steps with the arrow keys and the buttons, wrapping at the ends", async () => {
    await renderModal(0);
    fireEvent.keyDown(window, { key: "ArrowRight" });
    expect(
      screen.getByRole("dialog", { name: "Media 2 of 3" }),
    ).toBeInTheDocument();
    fireEvent.click(screen.getByRole("button", { name: "Next" }));
    expect(
      screen.getByRole("dialog", { name: "Media 3 of 3" }),
    ).toBeInTheDocument();
    expect(document.querySelector("audio")).toHaveAttribute("controls");
    fireEvent.keyDown(window, { key: "ArrowRight" });
    expect(
      screen.getByRole("dialog", { name: "Media 1 of 3" }),
    ).toBeInTheDocument();
    fireEvent.click(screen.getByRole("button", { name: "Previous" }));
    expect(
      screen.getByRole("dialog", { name: "Media 3 of 3" }),
    ).toBeInTheDocument();
  });

  it("closes with the close button and with Escape", async () => {
    const { onClose } = await renderModal(0);
    fireEvent.click(screen.getByRole("button", { name: "Close" }));
    fireEvent.keyDown(screen.getByRole("dialog"), { key: "Escape" });
    expect(onClose).toHaveBeenCalledTimes(2);
  });
});

describe("MediaModal for a lone file", () => {
  it("shows an avatar or header opened by URL", () => {
    renderWithStore(
      <MediaModal
        url="https://example.test/header.png"
        type="image"
        description="Header"
        onClose={jest.fn()}
      />,
      makeStore(),
    );
    expect(
      screen.getByRole("dialog", { name: "Media 1 of 1" }),
    ).toBeInTheDocument();
    expect(screen.getByRole("img", { name: "Header" })).toHaveAttribute(
      "src",
      "https://example.test/header.png",
    );
    expect(
      screen.queryByRole("button", { name: "Next" }),
    ).not.toBeInTheDocument();
  });

  it("explains when the post is gone", () => {
    renderWithStore(
      <MediaModal statusId="gone" index={0} onClose={jest.fn()} />,
      makeStore(),
    );
    expect(
      screen.getByText("This media is no longer available."),
    ).toBeInTheDocument();
  });
});
