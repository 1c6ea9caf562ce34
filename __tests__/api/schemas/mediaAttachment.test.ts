import { mediaAttachmentSchema } from "../../../src/api/schemas/mediaAttachment";
import { describeWithFixtures, readFixture } from "../../support/fixtures";
import { rawAttachment } from "./builders";

const parseDocs = (file: string) =>
  mediaAttachmentSchema.parse(readFixture("mastodon-docs", file));

describeWithFixtures("mediaAttachmentSchema with Mastodon examples", () => {
  it("reads an image with focus and blurhash", () => {
    const image = parseDocs("entities-MediaAttachment-1.json");
    expect(image).toMatchObject({
      id: "22345792",
      type: "image",
      description: "test media description",
      blurhash: "UFBWY:8_0Jxv4mx]t8t64.%M-:IUWGWAt6M}",
      remote_url: null,
      mime_type: null,
    });
    expect(image.meta.focus).toEqual({ x: -0.27, y: 0.51 });
    expect(image.meta.original).toEqual({
      width: 640,
      height: 480,
      size: "640x480",
      aspect: 1.3333333333333333,
    });
  });

  it("reads video, gifv and audio timing", () => {
    const video = parseDocs("entities-MediaAttachment-2.json");
    expect(video).toMatchObject({ type: "video", description: null });
    expect(video.meta).toMatchObject({
      duration: 88.65,
      fps: 24,
      length: "0:01:28.65",
      original: { frame_rate: "6159375/249269", bitrate: 862056 },
    });
    expect(parseDocs("entities-MediaAttachment-3.json").type).toBe("gifv");
    const audio = parseDocs("entities-MediaAttachment-4.json");
    expect(audio).toMatchObject({ type: "audio", blurhash: null });
    expect(audio.meta.original?.duration).toBe(402.860408);
  });

  it("accepts an upload still being processed (url null)", () => {
    expect(parseDocs("methods-media-2.json")).toMatchObject({
      id: "22348641",
      url: null,
      meta: { focus: { x: -0.69, y: 0.42 } },
    });
  });
});

describe("mediaAttachmentSchema edge cases", () => {
  it("maps unknown types to unknown", () => {
    for (const type of ["document", "Image", 3, undefined]) {
      expect(mediaAttachmentSchema.parse(rawAttachment({ type })).type).toBe(
        "unknown",
      );
    }
  });

  it("turns an invalid blurhash into null and keeps the attachment", () => {
    const media = mediaAttachmentSchema.parse(
      rawAttachment({ blurhash: "UFBWY:8_0Jx" }),
    );
    expect(media.id).toBe("9");
    expect(media.blurhash).toBeNull();
  });

  it("rejects focus outside -1..1 and keeps the rest of the meta", () => {
    const media = mediaAttachmentSchema.parse(
      rawAttachment({
        meta: {
          focus: { x: 1.5, y: 0 },
          original: { width: 10, height: 20 },
          colors: { background: "#000000", foreground: "white" },
        },
      }),
    );
    expect(media.meta.focus).toBeUndefined();
    expect(media.meta.original).toEqual({ width: 10, height: 20 });
    expect(media.meta.colors).toEqual({
      background: "#000000",
      foreground: undefined,
    });
  });

  it("accepts focus exactly on the edges", () => {
    const media = mediaAttachmentSchema.parse(
      rawAttachment({ meta: { focus: { x: -1, y: 1 } } }),
    );
    expect(media.meta.focus).toEqual({ x: -1, y: 1 });
  });

  it("coerces integer ids and reads Pleroma's MIME type", () => {
    expect(
      mediaAttachmentSchema.parse(
        rawAttachment({ id: 508107650, pleroma: { mime_type: "image/png" } }),
      ),
    ).toMatchObject({ id: "508107650", mime_type: "image/png" });
    expect(
      mediaAttachmentSchema.parse(rawAttachment({ mime_type: "png" }))
        .mime_type,
    ).toBeNull();
  });

  it("never lets javascript: URLs through", () => {
    const media = mediaAttachmentSchema.parse(
      rawAttachment({
        url: "javascript:alert(1)",
        preview_url: "javascript:alert(1)",
        remote_url: "data:image/png;base64,AA",
      }),
    );
    expect(media).toMatchObject({
      url: null,
      preview_url: null,
      remote_url: null,
    });
  });

  it("requires an id", () => {
    expect(
      mediaAttachmentSchema.safeParse(rawAttachment({ id: undefined })).success,
    ).toBe(false);
  });
});
