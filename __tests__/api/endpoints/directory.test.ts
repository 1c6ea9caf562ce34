import { getDirectory } from "../../../src/api/endpoints/directory";
import { fakeClient, rawAccount } from "../../store/factories";

describe("directory", () => {
  it("pages by offset and ends on an empty page", async () => {
    const pages = [[rawAccount("1"), rawAccount("2")], []];
    const { client, calls } = fakeClient({
      "/api/v1/directory": () => ({ body: pages.shift() ?? [] }),
    });
    const first = await getDirectory(client, {
      order: "new",
      local: false,
      offset: 0,
    });
    expect(first.nextOffset).toBe(2);
    const second = await getDirectory(client, {
      order: "new",
      local: false,
      offset: 2,
    });
    expect(second.nextOffset).toBeNull();
    expect(calls[1]?.search).toBe("?order=new&local=false&offset=2&limit=20");
  });
});
