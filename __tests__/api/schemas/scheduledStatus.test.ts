import { scheduledStatusSchema } from "../../../src/api/schemas/scheduledStatus";
import { filteredArray } from "../../../src/api/schemas/utils";
import { describeWithFixtures, readFixture } from "../../support/fixtures";
import { rawAttachment } from "./builders";

const docs = (file: string) => readFixture("mastodon-docs", file);

describeWithFixtures("scheduledStatusSchema with Mastodon examples", () => {
  it("reads the example; null parameters get their defaults", () => {
    expect(
      scheduledStatusSchema.parse(docs("entities-ScheduledStatus-1.json")),
    ).toEqual({
      id: "1",
      scheduled_at: "2022-09-29T00:00:00.000Z",
      params: {
        text: "test post",
        poll: null,
        media_ids: [],
        sensitive: false,
        spoiler_text: null,
        visibility: "public",
        in_reply_to_id: null,
        language: null,
        application_id: "3",
        scheduled_at: null,
        idempotency: null,
        with_rate_limit: false,
        expires_in: null,
      },
      media_attachments: [],
    });
  });

  it("reads the scheduled status returned by posting and listing", () => {
    expect(
      scheduledStatusSchema.parse(docs("methods-statuses-1.json")),
    ).toMatchObject({
      id: "3221",
      params: { text: "test content", application_id: "596551" },
    });
    const list = filteredArray(scheduledStatusSchema).parse(
      docs("methods-scheduled_statuses-1.json"),
    );
    expect(list.map((status) => status.scheduled_at)).toEqual([
      "2019-12-05T12:33:01.000Z",
    ]);
  });
});

describe("scheduledStatusSchema edge cases", () => {
  it("reads a scheduled poll with a string expiry and media", () => {
    const status = scheduledStatusSchema.parse({
      id: "5",
      scheduled_at: "2030-01-01T00:00:00Z",
      params: {
        text: "vote",
        visibility: "unlisted",
        media_ids: ["9"],
        poll: { options: ["a", "b"], expires_in: "86400", multiple: true },
      },
      media_attachments: [rawAttachment()],
    });
    expect(status.params).toMatchObject({
      visibility: "unlisted",
      media_ids: ["9"],
      poll: {
        options: ["a", "b"],
        expires_in: 86400,
        multiple: true,
        hide_totals: false,
      },
    });
    expect(status.media_attachments.map((media) => media.id)).toEqual(["9"]);
  });

  it("requires a valid scheduled_at", () => {
    expect(
      scheduledStatusSchema.safeParse({
        id: "1",
        scheduled_at: "later",
        params: {},
      }).success,
    ).toBe(false);
  });
});
