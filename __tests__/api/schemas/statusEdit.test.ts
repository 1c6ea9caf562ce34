import { statusEditSchema } from "../../../src/api/schemas/statusEdit";
import { filteredArray } from "../../../src/api/schemas/utils";
import { rawAccount, rawAttachment } from "./builders";

describe("statusEditSchema", () => {
  it("reads revisions and drops those without account or date", () => {
    const history = filteredArray(statusEditSchema).parse([
      {
        content: "<p>first</p>",
        created_at: "2022-09-04T23:22:13.704Z",
        account: rawAccount(),
        poll: { options: [{ title: "a" }, { title: "b" }] },
        media_attachments: [rawAttachment()],
        emojis: [],
      },
      {
        content: "<p>second</p>",
        spoiler_text: "cw",
        sensitive: true,
        created_at: "2022-09-05T00:33:20.309Z",
        account: rawAccount(),
      },
      { content: "<p>no account</p>", created_at: "2022-09-05T00:33:20Z" },
    ]);
    expect(history.map((edit) => edit.content)).toEqual([
      "<p>first</p>",
      "<p>second</p>",
    ]);
    expect(history[0]?.poll?.options).toEqual([{ title: "a" }, { title: "b" }]);
    expect(history[1]).toMatchObject({
      spoiler_text: "cw",
      sensitive: true,
      poll: null,
      media_attachments: [],
    });
  });
});
