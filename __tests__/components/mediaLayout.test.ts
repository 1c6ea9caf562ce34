import { mediaAttachmentSchema } from "../../src/api/schemas/mediaAttachment";
import {
  fileName,
  formatDuration,
  galleryAspect,
  isVisual,
  objectPosition,
} from "../../src/components/mediaLayout";

const media = (over: Record<string, unknown>) =>
  mediaAttachmentSchema.parse({
    id: "1",
    type: "image",
    url: "https://m.test/a.png",
    meta: {},
    ...over,
  });

describe("media layout", () => {
  it("turns a focal point into an object position (y points up)", () => {
    expect(objectPosition(media({ meta: { focus: { x: 0, y: 0 } } }))).toBe(
      "50% 50%",
    );
    expect(objectPosition(media({ meta: { focus: { x: -1, y: 1 } } }))).toBe(
      "0% 0%",
    );
    expect(
      objectPosition(media({ meta: { focus: { x: 0.5, y: -0.5 } } })),
    ).toBe("75% 75%");
    expect(objectPosition(media({}))).toBe("50% 50%");
  });

  it("keeps a single image's shape within bounds; grids are 16:9", () => {
    const wide = media({ meta: { original: { width: 3000, height: 1000 } } });
    const tall = media({ meta: { original: { width: 1000, height: 3000 } } });
    const square = media({ meta: { original: { aspect: 1 } } });
    expect(galleryAspect([wide])).toBeCloseTo(16 / 9);
    expect(galleryAspect([tall])).toBe(0.75);
    expect(galleryAspect([square])).toBe(1);
    expect(galleryAspect([square, square])).toBeCloseTo(16 / 9);
    expect(galleryAspect([media({})])).toBeCloseTo(16 / 9);
  });

  it("puts images, GIFs and videos in the grid, audio and files below", () => {
    expect(
      ["image", "gifv", "video", "audio", "unknown"].map((type) =>
        isVisual(media({ type })),
      ),
    ).toEqual([true, true, true, false, false]);
  });

  it("formats durations and names files", () => {
    expect(formatDuration(5)).toBe("0:05");
    expect(formatDuration(3725)).toBe("1:02:05");
    expect(fileName("https://m.test/files/song%20one.ogg")).toBe(
      "song one.ogg",
    );
    expect(fileName("not a url")).toBe("not a url");
  });
});
