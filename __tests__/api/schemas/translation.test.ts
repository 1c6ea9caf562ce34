import { translationSchema } from "../../../src/api/schemas/translation";
import { describeWithFixtures, readFixture } from "../../support/fixtures";

describe("translationSchema with Akkoma's answer", () => {
  it("reads {detected_language, text} as content and source language", () => {
    expect(
      translationSchema.parse({
        detected_language: "de",
        text: "<p>Hello world</p>",
      }),
    ).toMatchObject({
      content: "<p>Hello world</p>",
      detected_source_language: "de",
      provider: "",
    });
  });

  it("leaves a Mastodon answer that also has a text field alone", () => {
    expect(
      translationSchema.parse({
        content: "<p>Hi</p>",
        text: "ignored",
        detected_source_language: "fr",
      }),
    ).toMatchObject({ content: "<p>Hi</p>", detected_source_language: "fr" });
  });
});

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
