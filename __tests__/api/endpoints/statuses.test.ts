import { getStatusContext } from "../../../src/api/endpoints/statuses";
import { fakeClient } from "../../store/factories";
import { describeWithFixtures, readFixture } from "../../support/fixtures";

describeWithFixtures("status context", () => {
  it("splits Mitra's bare list around the focus", async () => {
    const focus = "017ed505-5926-392f-256a-f86d5075df70";
    const { client } = fakeClient({
      [`/api/v1/statuses/${focus}/context`]: () => ({
        body: readFixture("real", "mitra-context.json"),
      }),
    });
    const context = await getStatusContext(client, focus);
    expect(context.ancestors.map((s) => s.id)).toEqual([
      "017ed503-bc96-301a-e871-2c23b30ddd05",
    ]);
    expect(context.descendants).toEqual([]);
  });
});
