import { previewCardSchema } from "../../../src/api/schemas/previewCard";
import { describeWithFixtures, readFixture } from "../../support/fixtures";

const parseDocs = (file: string) =>
  previewCardSchema.parse(readFixture("mastodon-docs", file));

describeWithFixtures("previewCardSchema with Mastodon examples", () => {
  it("reads a video card", () => {
    expect(parseDocs("entities-PreviewCard-1.json")).toMatchObject({
      url: "https://www.youtube.com/watch?v=OMv_EPMED8Y",
      type: "video",
      provider_name: "YouTube",
      width: 480,
      height: 270,
      blurhash: "UvK0HNkV,:s9xBR%njog0fo2W=WBS5ozofV@",
      embed_url: "",
      authors: [],
      history: [],
    });
    expect(parseDocs("methods-statuses-55.json").type).toBe("video");
  });

  it("reads photo and link cards; a Unix published_at is dropped", () => {
    expect(parseDocs("entities-PreviewCard-2.json").type).toBe("photo");
    expect(parseDocs("entities-PreviewCard-3.json")).toMatchObject({
      type: "link",
      image: null,
      blurhash: null,
      published_at: null,
      width: 0,
    });
  });

  it("reads a trending link's history as numbers", () => {
    const card = parseDocs("entities-PreviewCard-4.json");
    expect(card.history).toHaveLength(7);
    expect(card.history[1]).toEqual({
      day: 1661731200,
      accounts: 23,
      uses: 23,
    });
  });
});

describe("previewCardSchema edge cases", () => {
  const card = { url: "https://example.com/a", title: "A" };

  it("reads an unknown type as a link", () => {
    expect(previewCardSchema.parse({ ...card, type: "article" }).type).toBe(
      "link",
    );
  });

  it("rejects a card whose URL is not http(s)", () => {
    expect(
      previewCardSchema.safeParse({ ...card, url: "javascript:alert(1)" })
        .success,
    ).toBe(false);
  });

  it("keeps unsafe secondary links out and drops bad authors", () => {
    const parsed = previewCardSchema.parse({
      ...card,
      author_url: "javascript:alert(1)",
      image: "data:image/png;base64,AA",
      blurhash: "nope",
      authors: [
        { name: "Ann", url: "https://example.com/ann", account: null },
        "bad",
      ],
    });
    expect(parsed).toMatchObject({
      author_url: "",
      image: null,
      blurhash: null,
      authors: [{ name: "Ann", url: "https://example.com/ann", account: null }],
    });
  });
});
