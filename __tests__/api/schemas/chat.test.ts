import { chatMessageSchema, chatSchema } from "../../../src/api/schemas/chat";
import { filteredArray } from "../../../src/api/schemas/utils";
import { describeWithFixtures, readFixture } from "../../support/fixtures";

describeWithFixtures("chat schemas with fixtures", () => {
  it("reads Pleroma chat messages with emojis", () => {
    const messages = filteredArray(chatMessageSchema).parse(
      readFixture("pleroma-docs", "pleroma-chats-1.json"),
    );
    expect(messages.map(({ id, unread }) => [id, unread])).toEqual([
      ["13", true],
      ["12", false],
    ]);
    expect(messages[0]).toMatchObject({
      chat_id: "1",
      account_id: "someflakeid",
      content: "Check this out :firefox:",
      created_at: "2020-04-21T15:11:46.000Z",
      attachment: null,
      card: null,
    });
    expect(messages[0]?.emojis[0]?.shortcode).toBe("firefox");
  });

  it("reads chats with their last message (chats.json)", () => {
    const chats = filteredArray(chatSchema).parse(
      readFixture("real", "chats.json"),
    );
    expect(
      chats.map((chat) => [chat.id, chat.account.acct, chat.unread]),
    ).toEqual([
      ["1", "leonard", 0],
      ["2", "sheldon", 0],
    ]);
    expect(chats[0]?.last_message).toMatchObject({
      id: "1166",
      chat_id: "85",
      content: "last message content",
    });
    expect(chats[0]?.account.avatar).toBe("");
    expect(chats[0]?.updated_at).toBe("2022-09-29T19:09:30.257Z");
  });
});

describe("chatMessageSchema edge cases", () => {
  it("requires ids and a valid created_at", () => {
    expect(
      chatMessageSchema.safeParse({
        id: "1",
        chat_id: "2",
        account_id: "3",
        created_at: "soon",
      }).success,
    ).toBe(false);
  });
});
