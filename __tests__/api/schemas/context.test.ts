import { makeContextSchema } from "../../../src/api/schemas/context";
import { describeWithFixtures, readFixture } from "../../support/fixtures";
import { rawStatus } from "./builders";

describeWithFixtures("makeContextSchema with real contexts", () => {
  it("reads ancestors and descendants in server order (context_1.json)", () => {
    const context = makeContextSchema("9zIH8WYwtnUx4yDzUm").parse(
      readFixture("real", "context_1.json"),
    );
    expect(context.ancestors.map((status) => status.id)).toEqual([
      "9zIH6kDXA10YqhMKqO",
      "9zIH7PUdhK3Ircg4hM",
      "9zIH7mMGgc1RmJwDLM",
    ]);
    expect(context.descendants.map((status) => status.id)).toEqual([
      "9zIH9GTCDWEFSRt2um",
      "9zIH9fhaP9atiJoOJc",
    ]);
  });

  it("reads the context of another status of the thread (context_2.json)", () => {
    const context = makeContextSchema("9zIH7PUdhK3Ircg4hM").parse(
      readFixture("real", "context_2.json"),
    );
    expect(context.ancestors.map((status) => status.id)).toEqual([
      "9zIH6kDXA10YqhMKqO",
    ]);
    expect(context.descendants).toHaveLength(4);
  });

  it("splits Mitra's bare list around the requested status (mitra-context.json)", () => {
    const raw = readFixture("real", "mitra-context.json");
    const reply = makeContextSchema(
      "017ed505-5926-392f-256a-f86d5075df70",
    ).parse(raw);
    expect(reply.ancestors.map((status) => status.id)).toEqual([
      "017ed503-bc96-301a-e871-2c23b30ddd05",
    ]);
    expect(reply.descendants).toEqual([]);
    const root = makeContextSchema(
      "017ed503-bc96-301a-e871-2c23b30ddd05",
    ).parse(raw);
    expect(root.ancestors).toEqual([]);
    expect(root.descendants.map((status) => status.id)).toEqual([
      "017ed505-5926-392f-256a-f86d5075df70",
    ]);
  });
});

describe("makeContextSchema edge cases", () => {
  it("drops malformed statuses one by one", () => {
    const context = makeContextSchema("1").parse({
      ancestors: [rawStatus({ id: "a" }), { id: "broken" }],
      descendants: "not a list",
    });
    expect(context.ancestors.map((status) => status.id)).toEqual(["a"]);
    expect(context.descendants).toEqual([]);
  });

  it("walks a bare list's reply chain and survives a reply loop", () => {
    const context = makeContextSchema("c").parse([
      rawStatus({ id: "a", in_reply_to_id: "c" }),
      rawStatus({ id: "b", in_reply_to_id: "a" }),
      rawStatus({ id: "c", in_reply_to_id: "b" }),
      rawStatus({ id: "d", in_reply_to_id: "c" }),
    ]);
    expect(context.ancestors.map((status) => status.id)).toEqual(["a", "b"]);
    expect(context.descendants.map((status) => status.id)).toEqual(["d"]);
  });

  it("rejects a reply that is neither an object nor a list", () => {
    expect(makeContextSchema("1").safeParse("oops").success).toBe(false);
  });
});
