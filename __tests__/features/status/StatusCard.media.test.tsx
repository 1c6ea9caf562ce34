import { fireEvent, screen, within } from "@testing-library/react";
import { StatusCard } from "../../../src/features/status/StatusCard";
import { describeWithFixtures } from "../../support/fixtures";
import {
  fixture,
  loadStatus,
  makeStore,
  ofType,
  renderWithStore,
} from "./support";

type Raw = Record<string, unknown>;

async function renderAttachments(
  edit: (raw: Raw, media: Raw[]) => void = () => undefined,
) {
  const test = makeStore();
  const raw = fixture("pleroma-status-with-attachments.json");
  edit(raw, raw.media_attachments as Raw[]);
  const id = await loadStatus(test, raw);
  renderWithStore(<StatusCard id={id} />, test);
  return { test, id };
}

describeWithFixtures("StatusCard media", () => {
  it("shows an image with its description as alt text and an ALT badge", async () => {
    await renderAttachments((_raw, media) => {
      media[0]!.description = "A cat on a keyboard";
      media[0]!.meta = {
        ...(media[0]!.meta as Raw),
        focus: { x: 0.5, y: -0.5 },
      };
    });
    const image = screen.getByRole("img", { name: "A cat on a keyboard" });
    expect(image).toHaveStyle({ objectPosition: "75% 75%" });
    expect(screen.queryByText("A cat on a keyboard")).not.toBeInTheDocument();
    const badge = screen.getByRole("button", { name: "ALT" });
    fireEvent.click(badge);
    expect(badge).toHaveAttribute("aria-expanded", "true");
    expect(screen.getAllByText("A cat on a keyboard")).toHaveLength(1);
  });

  it("opens the MEDIA modal at the attachment's index", async () => {
    const { test, id } = await renderAttachments();
    fireEvent.click(screen.getByRole("button", { name: "Open media 1 of 1" }));
    expect(ofType(test, "modals/modalOpened").map((a) => a.payload)).toEqual([
      { type: "MEDIA", props: { statusId: id, index: 0 } },
    ]);
  });

  it("plays audio with controls and links other files", async () => {
    await renderAttachments();
    const audio = document.querySelector("audio");
    expect(audio).toHaveAttribute("controls");
    expect(audio?.getAttribute("src")).toMatch(/\.ogg$/);
    const files = screen
      .getAllByRole("link")
      .filter((a) => /\.(nes|LICENSE)$/.test(a.textContent));
    expect(files).toHaveLength(2);
    expect(files[0]).toHaveAttribute(
      "rel",
      expect.stringContaining("noopener"),
    );
  });

  it("keeps sensitive media behind a cover until revealed, and hides it again", async () => {
    await renderAttachments((raw, media) => {
      raw.sensitive = true;
      media[0]!.description = "Spoiler picture";
    });
    expect(
      screen.queryByRole("img", { name: "Spoiler picture" }),
    ).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole("button", { name: /Sensitive content/ }));
    expect(
      screen.getByRole("img", { name: "Spoiler picture" }),
    ).toBeInTheDocument();
    fireEvent.click(screen.getByRole("button", { name: "Hide media" }));
    expect(
      screen.queryByRole("img", { name: "Spoiler picture" }),
    ).not.toBeInTheDocument();
  });

  it("plays a GIF as a silent looping video", async () => {
    await renderAttachments((_raw, media) => {
      Object.assign(media[0]!, {
        type: "gifv",
        url: "https://media.gleasonator.com/a.mp4",
      });
    });
    const video = document.querySelector("video");
    expect(video).toHaveAttribute("loop");
    expect(video?.muted).toBe(true);
    expect(video?.autoplay).toBe(true);
  });

  it("lays out four images in a two by two grid", async () => {
    await renderAttachments((raw, media) => {
      raw.media_attachments = [0, 1, 2, 3].map((n) => ({
        ...media[0],
        id: `img${n}`,
        description: `Picture ${n}`,
      }));
    });
    const grid = screen
      .getByRole("img", { name: "Picture 0" })
      .closest("button")!.parentElement!.parentElement!;
    expect(within(grid).getAllByRole("img")).toHaveLength(4);
    expect(grid).toHaveStyle({
      gridTemplateColumns: "1fr 1fr",
      gridTemplateRows: "1fr 1fr",
    });
  });
});
