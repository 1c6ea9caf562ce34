import { relationshipSeveranceEventSchema } from "../../../src/api/schemas/relationshipSeveranceEvent";

describe("relationshipSeveranceEventSchema", () => {
  it("reads an event with string or number counts", () => {
    expect(
      relationshipSeveranceEventSchema.parse({
        id: "1",
        type: "account_suspension",
        purged: true,
        target_name: "bad.example",
        followers_count: "3",
        following_count: 4,
        created_at: "2024-04-01T00:00:00Z",
      }),
    ).toEqual({
      id: "1",
      type: "account_suspension",
      purged: true,
      target_name: "bad.example",
      followers_count: 3,
      following_count: 4,
      created_at: "2024-04-01T00:00:00.000Z",
    });
  });
});
