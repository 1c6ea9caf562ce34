import { conversationSchema } from "../../../src/api/schemas/conversation";
import { rawAccount, rawStatus } from "./builders";

describe("conversationSchema", () => {
  it("reads accounts and the last status, dropping bad accounts", () => {
    expect(
      conversationSchema.parse({
        id: 418450,
        unread: true,
        accounts: [rawAccount({ id: "2" }), { id: "3" }],
        last_status: rawStatus({ id: "103196583826321184" }),
      }),
    ).toMatchObject({
      id: "418450",
      unread: true,
      accounts: [{ id: "2" }],
      last_status: { id: "103196583826321184" },
    });
  });

  it("makes a bad last status null", () => {
    expect(
      conversationSchema.parse({ id: "1", last_status: { id: "x" } })
        .last_status,
    ).toBeNull();
  });
});
