import { translationSchema } from "../../../src/api/schemas/translation";
import { describeWithFixtures, readFixture } from "../../support/fixtures";

const docs = (file: string) => readFixture("mastodon-docs", file);

describeWithFixtures("translationSchema with Mastodon examples", () => {
  it("reads a translation with media descriptions", () => {
    expect(
      translationSchema.parse(docs("entities-Translation-1.json")),
    ).toEqual({
      content: "<p>Hello world</p>",
      spoiler_text: "Greatings ahead",
      language: "en",
      detected_source_language: "es",
      provider: "DeepL.com",
      media_attachments: [
        { id: "22345792", description: "Status author waving at the camera" },
      ],
      poll: null,
    });
  });

  it("reads a translated poll", () => {
    expect(
      translationSchema.parse(docs("entities-Translation-2.json")).poll,
    ).toEqual({ id: "34858", options: [{ title: "Stay" }, { title: "Go" }] });
    expect(
      translationSchema.parse(docs("methods-statuses-12.json")).provider,
    ).toBeTruthy();
  });
});
