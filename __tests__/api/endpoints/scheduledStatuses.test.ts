import {
  deleteScheduledStatus,
  getScheduledStatus,
  getScheduledStatuses,
  putScheduledStatus,
} from "../../../src/api/endpoints/scheduledStatuses";
import { describeWithFixtures, readFixture } from "../../support/fixtures";
import { recordingClient } from "../../support/recordingClient";

const doc = (n: number) =>
  readFixture("mastodon-docs", `methods-scheduled_statuses-${String(n)}.json`);

describeWithFixtures("scheduled status calls", () => {
  it("lists, reads, retimes and cancels", async () => {
    const { client, calls } = recordingClient({
      "GET /api/v1/scheduled_statuses": { body: doc(1) },
      "GET /api/v1/scheduled_statuses/3221": { body: doc(3) },
      "PUT /api/v1/scheduled_statuses/3221": { body: doc(6) },
    });
    const page = await getScheduledStatuses(client, { limit: 20 });
    expect(page.items[0]).toMatchObject({
      id: "3221",
      scheduled_at: "2019-12-05T12:33:01.000Z",
      params: { text: "test content", visibility: "public" },
    });
    expect((await getScheduledStatus(client, "3221")).id).toBe("3221");
    const moved = await putScheduledStatus(
      client,
      "3221",
      "2019-12-05T13:33:01.000Z",
    );
    expect(moved.scheduled_at).toBe("2019-12-05T13:33:01.000Z");
    await deleteScheduledStatus(client, "3221");
    expect(calls.map((c) => [c.method, c.path, c.body])).toEqual([
      ["GET", "/api/v1/scheduled_statuses", null],
      ["GET", "/api/v1/scheduled_statuses/3221", null],
      [
        "PUT",
        "/api/v1/scheduled_statuses/3221",
        { scheduled_at: "2019-12-05T13:33:01.000Z" },
      ],
      ["DELETE", "/api/v1/scheduled_statuses/3221", null],
    ]);
  });
});
