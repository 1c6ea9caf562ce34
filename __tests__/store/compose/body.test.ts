import { mediaAttachmentSchema } from "../../../src/api/schemas/mediaAttachment";
import { scheduledStatusSchema } from "../../../src/api/schemas/scheduledStatus";
import { draftForScheduled, statusBody } from "../../../src/store/compose/body";
import { stateWith } from "../mockStore";

describe("draftForScheduled", () => {
  const item = scheduledStatusSchema.parse({
    id: "s1",
    scheduled_at: "2030-05-01T10:00:00.000Z",
    params: {
      text: "Soup at six",
      spoiler_text: "food",
      visibility: "private",
      in_reply_to_id: "77",
      language: "en",
      sensitive: true,
      poll: { options: ["Leek", "Pea"], expires_in: "3600", multiple: true },
      media_ids: ["m1"],
    },
    media_attachments: [
      mediaAttachmentSchema.parse({
        id: "m1",
        type: "image",
        url: "https://example.social/m1.png",
        preview_url: "https://example.social/m1s.png",
        description: "A pot",
      }),
    ],
  });

  it("puts the scheduled post's parameters, media and time in the composer", () => {
    const draft = draftForScheduled(item);
    expect(draft).toMatchObject({
      text: "Soup at six",
      spoiler: true,
      spoilerText: "food",
      sensitive: true,
      visibility: "private",
      language: "en",
      poll: { options: ["Leek", "Pea"], expiresIn: 3600, multiple: true },
      scheduledAt: "2030-05-01T10:00:00.000Z",
      inReplyToId: "77",
      scheduledId: "s1",
      editingId: null,
    });
    expect(draft.media.map((m) => [m.id, m.state, m.description])).toEqual([
      ["m1", "ready", "A pot"],
    ]);
  });

  it("is sent as a new scheduled post with the same media (the old id is not sent)", () => {
    const body = statusBody(
      draftForScheduled(item),
      stateWith().instance.features,
    );
    expect(body).toMatchObject({
      status: "Soup at six",
      media_ids: ["m1"],
      visibility: "private",
      in_reply_to_id: "77",
      scheduled_at: "2030-05-01T10:00:00.000Z",
    });
    expect(JSON.stringify(body)).not.toContain("s1");
  });
});
